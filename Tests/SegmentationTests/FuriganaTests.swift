import Testing
@testable import Segmentation

/// The readings the reader's ruby line puts over a word's kanji (issue 32 §3): each run of kanji gets its part of
/// the reading, the kana and the inflection stay bare.
@Suite struct FuriganaTests {
    private func spans(_ surface: String, form: String, reading: String) -> [String] {
        let word = TextWord(byteRange: 0..<surface.utf8.count, surface: surface, dictionaryForm: form, entryNumber: 0, headword: form,
                            reading: reading, inflection: [])
        return Furigana.spans(of: word).map { span in
            "\(String(Array(surface)[span.characters])):\(span.reading)"
        }
    }

    @Test func a_verb_in_any_form_has_its_reading_over_its_stem_only() {
        #expect(spans("食べた", form: "食べる", reading: "たべる") == ["食:た"])
        #expect(spans("見ていた", form: "見る", reading: "みる") == ["見:み"])
        #expect(spans("美味しかったです", form: "美味しい", reading: "おいしい") == ["美味:おい"])
    }

    @Test func a_compound_is_read_whole_and_kana_around_kanji_stay_bare() {
        #expect(spans("日本人", form: "日本人", reading: "にほんじん") == ["日本人:にほんじん"])
        #expect(spans("お茶", form: "お茶", reading: "おちゃ") == ["茶:ちゃ"])
        #expect(spans("気を付けて", form: "気を付ける", reading: "きをつける") == ["気:き", "付:つ"])
    }

    @Test func kuru_is_read_as_its_surface_has_it() {
        #expect(spans("来た", form: "来る", reading: "くる") == ["来:き"])
        #expect(spans("来ない", form: "来る", reading: "くる") == ["来:こ"])
        #expect(spans("来る", form: "来る", reading: "くる") == ["来:く"])
    }

    @Test func a_word_without_kanji_has_none_and_an_irregular_reading_goes_over_every_kanji() {
        #expect(spans("これ", form: "これ", reading: "これ").isEmpty)
        #expect(spans("バグ", form: "バグ", reading: "バグ").isEmpty)
        // The form's kana is not in the reading (a reading JMdict gives for the whole): one span over the kanji.
        #expect(spans("今日は", form: "今日は", reading: "こんにちわ") == ["今日:こんにちわ"])
    }
}
