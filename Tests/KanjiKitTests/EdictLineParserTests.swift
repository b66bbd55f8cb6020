import Testing
@testable import KanjiKit

@Suite struct EdictLineParserTests {
    @Test func parses_headword_reading_gloss_and_common_mark() throws {
        let word = try EdictLineParser.parse("日本 [にほん] /(n) Japan/(P)/").get()
        #expect(word == Word(headword: "日本", reading: "にほん", glosses: ["Japan"], isCommon: true))
    }

    @Test func removes_stacked_tags_but_keeps_the_meaning() throws {
        let word = try EdictLineParser.parse("お早う [おはよう] /(int) (uk) (abbr) good morning/(P)/").get()
        #expect(word.glosses == ["good morning"])
    }

    @Test func keeps_every_sense_in_order_without_sense_numbers() throws {
        let word = try EdictLineParser.parse(
            "上手 [じょうず] /(adj-na,n) (1) skillful/skilled/proficient/good (at)/adept/clever/(n) (2) flattery/(P)/").get()
        #expect(word.glosses == ["skillful", "skilled", "proficient", "good (at)", "adept", "clever", "flattery"])
    }

    @Test func a_parenthetical_with_spaces_is_part_of_the_meaning() throws {
        let word = try EdictLineParser.parse("街頭 [がいとう] /(n) (on the) street/(P)/").get()
        #expect(word.glosses == ["(on the) street"])
    }

    @Test func a_kana_only_entry_reads_as_its_own_headword() throws {
        let word = try EdictLineParser.parse("ヽ /(unc) repetition mark in katakana/").get()
        #expect(word == Word(headword: "ヽ", reading: "ヽ", glosses: ["repetition mark in katakana"], isCommon: false))
    }

    @Test(arguments: [
        ("日本", "not an EDICT entry: expected 'HEADWORD [READING] /gloss/…/'"),
        ("日本 [にほん] /(n) Jap", "EDICT entry does not end with '/' (truncated?)"),
        ("日本 [にほん] /(n)/(P)/", "EDICT entry has no gloss"),
    ])
    func a_malformed_entry_is_rejected_with_a_reason(line: String, reason: String) {
        guard case .failure(let problem) = EdictLineParser.parse(line) else {
            Issue.record("accepted \(line)")
            return
        }
        #expect(problem.message == reason)
    }
}
