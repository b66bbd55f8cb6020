import Foundation
import Testing
@testable import KanjiKit

/// Reading entries, variants, a kanji's words and broken files, on the sample dictionary.
@Suite struct WordDictionaryTests {
    private let dictionary = SampleDictionary.dictionary

    @Test func numbers_the_words_by_rank() throws {
        #expect(dictionary.count == 16)
        #expect(try (1...16).map { try dictionary.entry(rank: $0).rank } == Array(1...16))
        #expect(try dictionary.entry(rank: 1).headword == "日本")
        #expect(throws: DatasetError.self) { try dictionary.entry(rank: 17) }
        #expect(throws: DatasetError.self) { try dictionary.entry(rank: 0) }
    }

    @Test func ranks_one_tags_first_then_by_wordfreq() throws {
        let ranked = try (1...16).map { try dictionary.entry(rank: $0) }
        let common = ranked.prefix { $0.isCommon }
        #expect(ranked.dropFirst(common.count).allSatisfy { !$0.isCommon })
        let frequencies = common.map { $0.wordfreqRank ?? .max }
        #expect(frequencies == frequencies.sorted())
    }

    @Test func decodes_every_form_and_sense_of_an_entry() throws {
        let entry = try #require(try dictionary.entries(headword: "食べる").first)
        #expect(entry.sequence == 1_358_280)
        #expect(entry.kanjiForms.map(\.text) == ["食べる", "喰べる"])
        #expect(entry.kanjiForms[1].tags == ["word containing irregular kanji usage"])
        #expect(entry.reading == "たべる")
        #expect(entry.priorities == ["ichi1", "news2", "nf25"])
        #expect(entry.wordfreqRank == 1_121)
        #expect(entry.senses == [
            .init(partsOfSpeech: ["Ichidan verb", "transitive verb"], tags: [], notes: [], glosses: ["to eat"]),
            .init(partsOfSpeech: ["Ichidan verb", "transitive verb"], tags: [], notes: [],
                  glosses: ["to live on (e.g. a salary)", "to live off", "to subsist on"]),
        ])
    }

    @Test func keeps_the_kanji_forms_a_reading_is_restricted_to() throws {
        let first = try #require(try dictionary.entries(headword: "ついたち").first)
        #expect(first.readings.map(\.restrictedTo) == [[], ["朔日"], ["一日"]])
        #expect(first.readings[1].appliesTo("朔日") && !first.readings[1].appliesTo("一日"))
        #expect(first.otherForms == ["１日", "朔日", "朔", "さくじつ", "いっぴ"])
    }

    @Test func finds_an_entry_by_any_of_its_width_or_spelling_variants() throws {
        let firstDays = try dictionary.entries(headword: "１日")
        #expect(firstDays.map(\.reading) == ["ついたち", "いちにち"])
        #expect(firstDays.allSatisfy { $0.headword == "一日" && $0.kanjiForms.map(\.text).contains("１日") })
        #expect(try dictionary.entries(headword: "５日").map(\.headword) == ["五日"])
        #expect(try dictionary.entries(headword: "食違う").map(\.headword) == ["食い違う"])
        #expect(try dictionary.entries(headword: "日本茶").isEmpty)
    }

    @Test func lists_the_words_of_a_kanji_by_rank() throws {
        #expect(try dictionary.words(containing: "車").map(\.reading) == ["くるま", "じどうしゃ", "しゃ"])
        #expect(try dictionary.words(containing: "車", limit: 1).map(\.reading) == ["くるま"])
        #expect(try dictionary.words(containing: "猫").isEmpty)
    }

    @Test func refuses_a_file_of_another_format_or_cut_short() throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: dictionary.path)))
        var otherMagic = bytes
        otherMagic[0] = UInt8(ascii: "X")
        let wrong = Fixtures.temporaryFile(otherMagic, name: "words.bin")
        #expect(throws: DatasetError(file: wrong, problem: "not a kanji-tui words file (version \(WordDictionary.formatVersion)); regenerate it with 'make data'")) {
            try WordDictionary(path: wrong)
        }
        let cut = Fixtures.temporaryFile(Array(bytes.prefix(bytes.count / 2)), name: "words.bin")
        #expect(throws: DatasetError.self) { try WordDictionary(path: cut) }
        #expect(throws: DatasetError(file: "/nonexistent/words.bin", problem: "no such file or directory")) {
            try WordDictionary(path: "/nonexistent/words.bin")
        }
    }
}
