import TestResources
import Foundation
import Testing

/// Issue 22 §6: the commands as one family — the same formats, the same option names, one JSON key style, help that
/// names the data it reads.
@Suite struct CommandFamilyTests {
    private func json(_ arguments: [String]) throws -> Any {
        let outcome = try KanjiTUIProcess.run(arguments)
        #expect(outcome.status == 0, "\(arguments): \(outcome.standardError)")
        return try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8))
    }

    /// Every key of `value`, however deep.
    private func keys(of value: Any) -> Set<String> {
        if let object = value as? [String: Any] { return Set(object.keys).union(object.values.flatMap { keys(of: $0) }) }
        if let array = value as? [Any] { return Set(array.flatMap { keys(of: $0) }) }
        return []
    }

    @Test(arguments: [["list", "--jlpt", "N5", "--json"], ["search", "water", "--json"], ["show", "学", "--json"],
                      ["word", "学校", "--json"], ["words", "gakkou", "--json"], ["strokes", "日", "--json"]])
    func every_json_key_is_snake_case(arguments: [String]) throws {
        let found = keys(of: try json(arguments))
        #expect(!found.isEmpty)
        #expect(found.filter { $0.contains { $0.isUppercase } }.isEmpty, "\(arguments): \(found.sorted())")
        if arguments[0] == "list" { #expect(found.contains("stroke_count") && found.contains("kun_readings")) }
    }

    @Test func list_limit_keeps_the_first_kanji_in_every_format() throws {
        let tsv = try KanjiTUIProcess.run(["list", "--jlpt", "N5", "--tsv", "--limit", "3"])
        #expect(tsv.standardOutput.split(separator: "\n").map { String($0.prefix(1)) } == ["k", "日", "一", "国"])
        let array = try #require(try json(["list", "--jlpt", "N5", "--json", "--limit", "2"]) as? [[String: Any]])
        #expect(array.compactMap { $0["character"] as? String } == ["日", "一"])
        let text = try KanjiTUIProcess.run(["list", "--jlpt", "N5", "--limit", "1"]).standardOutput
        #expect(text.hasPrefix("日 ") && text.hasSuffix("… 78 more (--limit 0 shows all)\n"))
        let refused = try KanjiTUIProcess.run(["list", "--limit", "-1"])
        #expect(refused.status != 0 && refused.standardError.contains("--limit must be 0 (all) or more"))
    }

    @Test func strokes_json_gives_each_stroke_as_points_in_the_kanjivg_box() throws {
        let report = try #require(try json(["strokes", "日", "--json"]) as? [String: Any])
        #expect(report["character"] as? String == "日" && report["stroke_count"] as? Int == 4 && report["view_box"] as? Double == 109)
        let strokes = try #require(report["strokes"] as? [[String: Any]])
        #expect(strokes.map { $0["number"] as? Int } == [1, 2, 3, 4])
        let points = try #require(strokes.first?["points"] as? [[Double]])
        #expect(points.count >= 2 && points.allSatisfy { $0.count == 2 && $0.allSatisfy { (0...109).contains($0) } })
    }

    @Test func show_tsv_lists_the_kanjis_words_one_per_line() throws {
        let lines = try KanjiTUIProcess.run(["show", "学", "--tsv"]).standardOutput.split(separator: "\n")
        #expect(lines.first == "kanji\theadword\treading\tglosses\tcommon")
        #expect(lines.dropFirst().allSatisfy { $0.split(separator: "\t", omittingEmptySubsequences: false).count == 5 && $0.hasPrefix("学\t") })
        #expect(lines.contains { $0.hasPrefix("学\t学校\tがっこう\tschool") && $0.hasSuffix("\t1") })
        #expect(lines.count > 13, "every word, not the text's 12")
    }

    @Test func word_tsv_has_the_columns_of_words_tsv() throws {
        let word = try KanjiTUIProcess.run(["word", "学校", "--tsv"]).standardOutput.split(separator: "\n")
        let words = try KanjiTUIProcess.run(["words", "学校", "--tsv", "--limit", "1"]).standardOutput.split(separator: "\n")
        #expect(word.first == words.first)
        #expect(word.dropFirst().first == words.dropFirst().first)
        let both = try KanjiTUIProcess.run(["word", "学校", "--tsv", "--json"])
        #expect(both.status != 0, "one format at a time")
    }

    @Test func help_names_jmdict_and_kanjivg_and_what_edict_replaces() throws {
        let top = try KanjiTUIProcess.run(["--help"]).standardOutput
        for source in ["KANJIDIC2", "JMdict", "JMnedict", "EDICT", "KRADFILE", "KanjiVG", "wordfreq", "tanos"] {
            #expect(top.contains(source), "the top-level help does not name \(source)")
        }
        // Help wraps its lines: compare the words.
        let show = try KanjiTUIProcess.run(["show", "--help"]).standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(show.contains("instead of JMdict's words.bin"))
        #expect(!show.contains("embedded common words"))
    }
}
