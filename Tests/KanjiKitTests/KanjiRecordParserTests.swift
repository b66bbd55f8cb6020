import Testing
@testable import KanjiKit

@Suite struct KanjiRecordParserTests {
    @Test func parses_every_column_of_a_real_line() throws {
        let kanji = try KanjiRecordParser.parse(Fixtures.sunLine).get()
        #expect(kanji.character == "日")
        #expect(kanji.strokeCount == 4)
        #expect(kanji.grade == 1)
        #expect(kanji.oldJLPTLevel == 4)
        #expect(kanji.modernJLPTLevel == 5)
        #expect(kanji.frequencyRank == 1)
        #expect(kanji.radical == Radical(number: 72, character: "日"))
        #expect(kanji.onReadings == ["ニチ", "ジツ"])
        #expect(kanji.kunReadings == ["ひ", "-び", "-か"])
        #expect(kanji.nanori == ["あ", "あき"])
        #expect(kanji.components == ["日"])
        #expect(kanji.meanings == ["day", "sun", "Japan", "counter for days"])
    }

    @Test func blank_optional_columns_become_nil_and_empty_lists() throws {
        let line = "㐆\t6\t\t\t\t\t4\t丿\t\t\t\tノ 勹 ヨ\tto follow|to trust to"
        let kanji = try KanjiRecordParser.parse(line).get()
        #expect(kanji.grade == nil && kanji.oldJLPTLevel == nil && kanji.modernJLPTLevel == nil && kanji.frequencyRank == nil)
        #expect(kanji.onReadings.isEmpty && kanji.kunReadings.isEmpty && kanji.nanori.isEmpty)
        #expect(kanji.meanings == ["to follow", "to trust to"])
    }

    @Test(arguments: [
        ("日\t4\t1", "expected 13 tab-separated columns, found 3"),
        ("日本\t4\t1\t4\t5\t1\t72\t日\t\t\t\t\tday", "column 'literal' must be one character, found \"日本\""),
        ("日\tfour\t1\t4\t5\t1\t72\t日\t\t\t\t\tday", "column 'strokes' must be a number in 1...99, found \"four\""),
        ("日\t4\t1\t4\t5\t1\t300\t日\t\t\t\t\tday", "column 'radical' must be a number in 1...214, found \"300\""),
        ("日\t4\t1\t7\t5\t1\t72\t日\t\t\t\t\tday", "column 'jlpt_old' must be a number in 1...4, found \"7\""),
        ("日\t4\t1\t4\t5\t1\t72\t日\t\t\t\t\t", "column 'meanings' is empty"),
    ])
    func a_malformed_line_is_rejected_with_a_reason(line: String, reason: String) {
        guard case .failure(let problem) = KanjiRecordParser.parse(line) else {
            Issue.record("accepted \(line)")
            return
        }
        #expect(problem.message == reason)
    }
}
