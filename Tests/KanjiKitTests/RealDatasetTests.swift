import TestResources
import Testing
@testable import KanjiKit

/// Facts pinned from the committed dataset, as KANJIDIC2 2022-08-23 and EDICT 2021-02-03 give them.
@Suite struct RealDatasetTests {
    private let store = Fixtures.store

    @Test func has_every_kanjidic2_character_with_an_english_meaning() throws {
        #expect(try store.allKanji().count == 10_361)
    }

    @Test func has_every_common_edict_entry() throws {
        let words = try store.wordFile().allWords()
        #expect(words.count == 23_332)
        #expect(words.allSatisfy { $0.isCommon })
    }

    @Test func lists_the_most_frequent_kanji_first_and_unranked_ones_by_grade_then_strokes() throws {
        let all = try store.allKanji()
        #expect(all.prefix(5).map(\.character) == ["日", "一", "国", "会", "人"])
        #expect(all[2_500].frequencyRank == 2_501)
        let unranked = all.dropFirst(2_501)
        #expect(unranked.allSatisfy { $0.frequencyRank == nil })
        #expect(unranked.first?.grade == 1 || unranked.first?.grade == 8 || unranked.first?.grade == 9)
    }

    @Test func pins_the_full_detail_of_sun() throws {
        let kanji = try #require(try store.kanji(for: "日"))
        #expect(kanji == Kanji(
            character: "日", meanings: ["day", "sun", "Japan", "counter for days"],
            onReadings: ["ニチ", "ジツ"], kunReadings: ["ひ", "-び", "-か"],
            nanori: ["あ", "あき", "いる", "く", "くさ", "こう", "す", "たち", "に", "にっ", "につ", "へ"],
            strokeCount: 4, grade: 1, oldJLPTLevel: 4, modernJLPTLevel: 5, frequencyRank: 1,
            radical: Radical(number: 72, character: "日"), components: ["日"]))
    }

    @Test func pins_the_full_detail_of_book() throws {
        let kanji = try #require(try store.kanji(for: "本"))
        #expect(kanji == Kanji(
            character: "本", meanings: ["book", "present", "main", "origin", "true", "real", "counter for long cylindrical things"],
            onReadings: ["ホン"], kunReadings: ["もと"], nanori: ["まと", "ごう"],
            strokeCount: 5, grade: 1, oldJLPTLevel: 4, modernJLPTLevel: 5, frequencyRank: 10,
            radical: Radical(number: 75, character: "木"), components: ["一", "木"]))
    }

    @Test func pins_the_full_detail_of_language() throws {
        let kanji = try #require(try store.kanji(for: "語"))
        #expect(kanji == Kanji(
            character: "語", meanings: ["word", "speech", "language"],
            onReadings: ["ゴ"], kunReadings: ["かた.る", "かた.らう"], nanori: [],
            strokeCount: 14, grade: 2, oldJLPTLevel: 4, modernJLPTLevel: 5, frequencyRank: 301,
            radical: Radical(number: 149, character: "言"), components: ["一", "言", "口", "五"]))
    }

    @Test func pins_the_full_detail_of_study() throws {
        let kanji = try #require(try store.kanji(for: "学"))
        #expect(kanji == Kanji(
            character: "学", meanings: ["study", "learning", "science"],
            onReadings: ["ガク"], kunReadings: ["まな.ぶ"], nanori: ["たか", "のり"],
            strokeCount: 8, grade: 1, oldJLPTLevel: 4, modernJLPTLevel: 5, frequencyRank: 63,
            radical: Radical(number: 39, character: "子"), components: ["子", "⺌", "冖"]))
    }

    @Test func pins_the_full_detail_of_gloom() throws {
        let kanji = try #require(try store.kanji(for: "鬱"))
        #expect(kanji == Kanji(
            character: "鬱", meanings: ["gloom", "depression", "melancholy", "luxuriant"],
            onReadings: ["ウツ"], kunReadings: ["うっ.する", "ふさ.ぐ", "しげ.る"], nanori: [],
            strokeCount: 29, grade: 8, oldJLPTLevel: nil, modernJLPTLevel: nil, frequencyRank: nil,
            radical: Radical(number: 192, character: "鬯"), components: ["缶", "木", "冖", "凵", "匕", "彡"]))
    }

    @Test func a_character_the_dataset_lacks_is_nil_not_an_error() throws {
        #expect(try store.kanji(for: "あ") == nil)
        #expect(try store.kanji(for: "x") == nil)
    }

    @Test func the_words_of_a_kanji_put_common_then_short_ones_first() throws {
        let sun = try #require(try store.kanji(for: "日"))
        let words = try store.words(containing: sun)
        #expect(words.count > 100)
        #expect(words.allSatisfy { $0.headword.contains("日") })
        #expect(words.first?.headword == "日")
        let lengths = words.map(\.headword.count)
        #expect(lengths == lengths.sorted())
        #expect(words.contains { $0.headword == "日本" && $0.reading == "にほん" })
    }

    @Test func a_word_lists_its_kanji_in_order_without_kana_repeats_or_iteration_marks() throws {
        #expect(try store.kanji(in: "日本").map(\.character) == ["日", "本"])
        #expect(try store.kanji(in: "お早う").map(\.character) == ["早"])
        #expect(try store.kanji(in: "人々").map(\.character) == ["人"])
        #expect(try store.kanji(in: "日曜日").map(\.character) == ["日", "曜"])
        #expect(try store.kanji(in: "すし").isEmpty)
    }

    @Test func entries_for_a_headword_include_each_reading() throws {
        let entries = try store.entries(for: "日本")
        #expect(entries.map(\.reading) == ["にほん"])
        let complete = try WordFile(path: EdictSample.temporaryFile()).entries(for: "日本")
        #expect(complete.map(\.reading) == ["にほん", "にっぽん"])
    }

    @Test func parsed_and_scanned_lookups_agree() throws {
        let scanned = try KanjiFile(path: Fixtures.resources + "/kanji.tsv")
        for character in ["日", "鬱", "𪃹", "㐆"] {
            #expect(try scanned.kanji(for: character) == (try store.kanji(for: character)))
        }
    }
}

/// The components of the radical picker, as RADKFILE counts their strokes.
@Suite struct ComponentTests {
    @Test func every_kradfile_component_has_a_stroke_count() throws {
        let components = try Fixtures.store.components()
        #expect(components.count == 253)
        let strokes = Dictionary(uniqueKeysWithValues: components.map { ($0.character, $0.strokeCount) })
        #expect(strokes["一"] == 1 && strokes["⺅"] == 2 && strokes["氵"] == 3 && strokes["言"] == 7)
        let used = Set(try Fixtures.store.allKanji().flatMap(\.components))
        #expect(used.isSubset(of: Set(strokes.keys)))
    }

    @Test func components_come_by_strokes() throws {
        let counts = try Fixtures.store.components().map(\.strokeCount)
        #expect(counts == counts.sorted())
    }

    @Test func a_malformed_components_line_names_its_line() {
        let path = Fixtures.temporaryFile("#kanji-tui components v1\tstrokes\n一\t1\n日\tfour\n", name: "components.tsv")
        #expect(throws: DatasetError(file: path, line: 3, problem: "expected 'COMPONENT<TAB>STROKES' with 1...30 strokes, found \"日\tfour\"")) {
            try ComponentFile.components(atPath: path)
        }
    }
}
