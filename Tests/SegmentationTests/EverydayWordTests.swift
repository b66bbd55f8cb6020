import Testing
import KanjiKit
@testable import Segmentation

/// Issue 45 §1, §4: on everyday Japanese no word vanishes — numbers and their counters, suffixes, helper verbs after
/// a te-form, formal nouns — and a word's headword is the text's own spelling. Each case failed before the change.
@Suite struct EverydayWordTests {
    /// The words of `text` as "headword/reading", grammar marked "(grammar)".
    private func words(_ text: String) throws -> [String] {
        try SegmenterFixture.segmenter().words(in: text).map { word in
            "\(word.headword)/\(word.reading)" + (word.isGrammar ? " (grammar)" : "")
        }
    }

    @Test(arguments: [
        ("私は一人だ。", "一人/ひとり"),
        ("二の二倍は四", "二倍/にばい"),
        ("二の二倍は四", "四/よん"),
        ("一日中寝ていた", "一日中/いちにちじゅう"),
        ("三回見た。", "三回/さんかい"),
        ("彼は八十歳です。", "八十/はちじゅう"),
        ("彼は八十歳です。", "歳/さい"),
    ])
    func a_number_and_its_counter_are_words(_ text: String, _ expected: String) throws {
        let found = try words(text)
        #expect(found.contains(expected), "\(found)")
    }

    /// A day after its month is the day of the month, as JMdict's first sense says; a span of days elsewhere.
    @Test func a_date_is_read_as_a_date() throws {
        #expect(try words("四月一日に会う。").prefix(2) == ["四月/しがつ", "一日/ついたち"])
        #expect(try words("十月十日に会う。").prefix(2) == ["十月/じゅうがつ", "十日/とおか"])
        #expect(try words("一日に三回飲む。").first == "一日/いちにち")
    }

    @Test(arguments: [("システム上の問題", "上/じょう"), ("システム用の鍵", "用/よう"), ("前年同月比で増加", "比/ひ")])
    func a_suffix_in_kanji_is_a_word(_ text: String, _ expected: String) throws {
        let found = try words(text)
        #expect(found.contains(expected), "\(found)")
    }

    /// A helper the conjugation rules do not fold into the verb before is grammar of its own, its auxiliary sense
    /// first; one they fold (てしまう) stays the verb's inflection.
    @Test func a_helper_after_a_te_form_is_grammar_with_its_meaning() throws {
        let segmenter = try SegmenterFixture.segmenter()
        let found = segmenter.words(in: "友達が手伝ってくれた。")
        let helper = try #require(found.last)
        #expect(helper.dictionaryForm == "くれる" && helper.isGrammar)
        let entry = try #require(segmenter.entry(helper.entryNumber))
        #expect(helper.sensesInOrder(of: entry).first?.sense.glosses.first == "to do for one")
        #expect(try words("宿題を忘れてしまった。") == ["宿題/しゅくだい", "忘れる/わすれる"])
    }

    @Test func a_formal_noun_in_kana_is_grammar_under_its_kana() throws {
        #expect(try words("子供のときに遊んだ。").contains("とき/とき (grammar)"))
    }

    /// と言った is a quotation and the verb; という stays a pattern.
    @Test func a_quotation_is_the_verb_said() throws {
        #expect(try words("彼は行くと言った。").last == "言う/いう")
        #expect(try words("田中という人").contains("という/という (grammar)"))
    }

    /// The text's kanji spelling heads the word (JMdict heads the entry 治す); kana text keeps the usual spelling.
    @Test func the_texts_spelling_is_the_headword() throws {
        #expect(try words("バグを直した。").contains("直す/なおす"))
        #expect(try words("病気を治した。").contains("治す/なおす"))
        #expect(try words("まちがいをなおした。").contains("治す/なおす"))
    }

    /// 行っ is 行く or 行う to IPAdic's stem; the commoner stands, a transitive one after を.
    @Test func a_stem_several_verbs_share_is_the_one_the_sentence_means() throws {
        #expect(try words("私も行った。").last == "行く/いく")
        #expect(try words("新幹線で行った。").last == "行く/いく")
        #expect(try words("会議を行った。").last == "行う/おこなう")
    }

    /// One entry, two readings: the sentence's (何 なん before です, なに before が).
    @Test func a_reading_is_the_one_the_sentence_says() throws {
        #expect(try words("これは何ですか。").last == "何/なん")
        #expect(try words("何が好きですか。").first == "何/なに")
    }

    @Test func a_phrase_taken_for_a_place_is_read_apart() throws {
        #expect(try words("山の上から町が見えた。").prefix(2) == ["山/やま", "上/うえ"])
    }

    /// Kana IPAdic cut is rescanned, but a known verb is not cut from its ending (どう-し-たら is no 同士).
    @Test func a_verb_and_its_ending_are_not_rescanned_into_a_noun() throws {
        #expect(try words("どうしたらいい？").prefix(2) == ["どう/どう", "する/する"])
        #expect(try words("こうしないと").contains("する/する"))
    }

    /// An adverb or pronoun JMdict has whole, ended by a particle or begun by a demonstrative, is one word.
    @Test(arguments: [("何か飲みますか。", "何か/なにか"), ("あの方はどなたですか。", "あの方/あのかた")])
    func a_phrase_jmdict_has_whole_is_one_word(_ text: String, _ expected: String) throws {
        let found = try words(text)
        #expect(found.first == expected, "\(found)")
    }

    /// A kanji noun read apart by several entries takes the reading real sentences give it after a token of that kind
    /// (context.bin): 後 after the past tense is あと, not IPAdic's のち; 他 is ほか; 大勢 おおぜい.
    @Test(arguments: [("食べた後で行く。", "後/あと"), ("他の人に聞いた。", "他/ほか"), ("大勢の人が来た。", "大勢/おおぜい")])
    func a_homograph_takes_the_reading_sentences_give_it(_ text: String, _ expected: String) throws {
        let found = try words(text)
        #expect(found.contains(expected), "\(found)")
    }

    /// The pane shows first the senses JMdict ties to the text's spelling: 直した "to fix", 治した "to cure".
    @Test func the_texts_spelling_puts_its_own_senses_first() throws {
        let segmenter = try SegmenterFixture.segmenter()
        for (text, gloss) in [("バグを直した。", "to fix"), ("病気を治した。", "to cure")] {
            let word = try #require(segmenter.words(in: text).last)
            let entry = try #require(segmenter.entry(word.entryNumber))
            #expect(word.sensesInOrder(of: entry).first?.sense.glosses.first == gloss, "\(text)")
        }
    }

    /// ない before て is no adjective (its te-form is なくて): IPAdic's misreading of a verb it lacks in kana.
    @Test func a_verb_misread_as_an_adjective_is_the_verb() throws {
        #expect(try words("赤ちゃんがないている。").last == "泣く/なく")
        #expect(try words("時間がない。").last == "ない/ない")
    }

    /// A kana predicate takes the spelling sentences write after its noun and particle (context.bin).
    @Test func a_kana_verb_takes_the_spelling_written_after_its_noun() throws {
        let found = try words("父はタバコをやめることにした。")
        // 止める "to stop (a habit)", usually written やめる, not 辞める "to resign" (headed 辞める).
        #expect(found.contains("やめる/やめる") && !found.contains("辞める/やめる"), "\(found)")
    }
}
