import TestResources
import Foundation
import StrokeDrawings
import Testing

/// `kanji-tui check-writing KANJI FILE|-` through the built binary: KanjiVG's own 日 judged right in every format, a
/// reversed and a missing stroke named, and every kind of bad input refused with its exit status (2 for the strokes,
/// 1 for a character it cannot judge, 64 for the usage), nothing on stdout.
@Suite final class CheckWritingCommandTests {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("CheckWritingCommandTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    /// KanjiVG's strokes of 日 on a 436 × 436 canvas, `change`d first (a stroke reversed, one left out).
    static func sunJSON(_ change: ([[StrokePoint]]) -> [[StrokePoint]] = { $0 }) throws -> String {
        let drawings = try StrokeFile(path: KanjiTUIProcess.resources + "/" + StrokeFile.fileName)
        let sun = try #require(try drawings.drawing(for: "日"))
        let strokes = change(sun.strokes.map(\.points)).map { stroke in
            "[" + stroke.map { "[\(($0.x * 4).rounded()), \(($0.y * 4).rounded())]" }.joined(separator: ", ") + "]"
        }
        return #"{"width": 436, "height": 436, "strokes": ["# + strokes.joined(separator: ", ") + "]}"
    }

    func file(_ name: String, _ text: String) throws -> String {
        let path = directory.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Runs `kanji-tui check-writing arguments…` with the file at `stdinPath` (or nothing) as its stdin.
    func check(_ arguments: [String], stdinPath: String? = nil) throws -> KanjiTUIProcess.Outcome {
        let arguments = ["check-writing"] + arguments
        return try stdinPath.map { try KanjiTUIProcess.run(arguments, standardInputPath: $0) } ?? KanjiTUIProcess.run(arguments)
    }

    // MARK: - Judged

    @Test func kanjivgs_own_sun_is_all_right_as_text_tsv_and_json() throws {
        let path = try file("sun.json", Self.sunJSON())
        let text = try check(["日", path])
        #expect(text.status == 0, "\(text.standardError)")
        let lines = text.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first == "日 · 4 strokes, 4 drawn: all right")
        #expect(lines.dropFirst().map { String($0.prefix(17)) } == ["1.  ok           ", "2.  ok           ", "3.  ok           ", "4.  ok           "])
        #expect(lines[1].hasPrefix("1.  ok           stroke 1  "))

        let tsv = try check(["日", path, "--tsv"])
        let rows = tsv.standardOutput.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        #expect(rows.first == ["drawn", "verdict", "stroke", "expected", "score"])
        #expect(rows.dropFirst().map { Array($0.prefix(4)) } == (1...4).map { ["\($0)", "ok", "\($0)", "\($0)"] })

        let json = try check(["日", path, "--json"])
        #expect(json.status == 0)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        #expect(report["kanji"] as? String == "日" && report["stroke_count"] as? Int == 4 && report["drawn"] as? Int == 4)
        #expect(report["mistakes"] as? Int == 0)
        let verdicts = try #require(report["verdicts"] as? [[String: Any]])
        #expect(verdicts.map { $0["verdict"] as? String } == ["ok", "ok", "ok", "ok"])
        #expect(verdicts.allSatisfy { ($0["score"] as? Double ?? 0) > 0.8 })
    }

    @Test func a_reversed_stroke_and_a_missing_one_are_named_at_their_strokes() throws {
        let reversed = try file("reversed.json", Self.sunJSON { strokes in
            var strokes = strokes
            strokes[1].reverse()
            return strokes
        })
        let outcome = try check(["日", reversed, "--tsv"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.split(separator: "\n").map { $0.split(separator: "\t").prefix(2).joined(separator: " ") }
                    == ["drawn verdict", "1 ok", "2 reversed", "3 ok", "4 ok"])

        let missing = try file("missing.json", Self.sunJSON { Array($0.prefix(2)) + [$0[3]] })
        let text = try check(["日", "-"], stdinPath: missing)
        #expect(text.status == 0, "\(text.standardError)")
        #expect(text.standardOutput.hasPrefix("日 · 4 strokes, 3 drawn: 1 mistake\n"))
        #expect(text.standardOutput.contains("\n-   missing      stroke 3\n"), "\(text.standardOutput)")
    }

    @Test func a_point_off_the_canvas_is_judged_not_refused() throws {
        // The last point of the bottom stroke at y = 110.9 on a 109 × 109 canvas: KanjiVG's 日 at scale 1, pushed down.
        let drawings = try StrokeFile(path: KanjiTUIProcess.resources + "/" + StrokeFile.fileName)
        let sun = try #require(try drawings.drawing(for: "日"))
        var strokes = sun.strokes.map { $0.points.map { "[\($0.x), \($0.y)]" } }
        strokes[3][strokes[3].count - 1] = "[\(sun.strokes[3].points.last!.x), 110.9]"
        let path = try file("off.json", #"{"width": 109, "height": 109, "strokes": ["# + strokes.map { "[" + $0.joined(separator: ", ") + "]" }.joined(separator: ", ") + "]}")
        let outcome = try check(["日", path])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.hasPrefix("日 · 4 strokes, 4 drawn: "))
    }

    // MARK: - Refused

    @Test(arguments: [
        (#"{"width": 100, "height": 100, "strokes": [[[10, 10], [20, 20]]"#, "not valid JSON: line 1, column 63"),
        ("", "not valid JSON"),
        (#"{"width": 100, "height": 100, "strokes": []}"#, "\"strokes\" is empty; give at least one stroke of [x, y] points"),
        (#"{"width": 100, "height": 100, "strokes": [[[10, 1e999]]]}"#, "the number is out of range"),
        (#"{"width": 100, "height": 100, "strokes": [[[10, NaN]]]}"#, "not valid JSON"),
        (#"{"width": 100, "height": 100, "strokes": [[[10, 10]], []]}"#, "stroke 2 has no points"),
    ])
    func malformed_strokes_are_named_with_exit_status_2(input: String, problem: String) throws {
        let path = try file("strokes.json", input)
        let outcome = try check(["日", path])
        #expect(outcome.status == 2)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError.hasPrefix("kanji-tui: \(path): "), "\(outcome.standardError)")
        #expect(outcome.standardError.contains(problem), "\(outcome.standardError)")
        #expect(outcome.standardError.split(separator: "\n").count == 1)
    }

    @Test func a_character_outside_the_dataset_or_without_kanjivgs_strokes_is_refused_with_status_1() throws {
        let path = try file("sun.json", Self.sunJSON())
        let unknown = try check(["Z", path])
        #expect(unknown.status == 1 && unknown.standardOutput.isEmpty)
        #expect(unknown.standardError == "kanji-tui: Z is not a kanji in the dataset (KANJIDIC2 characters with English meanings).\n")

        // 俠 (the traditional form of 侠) is in KANJIDIC2 but not among KanjiVG's drawings.
        let undrawn = try check(["俠", path])
        #expect(undrawn.status == 1 && undrawn.standardOutput.isEmpty)
        #expect(undrawn.standardError == "kanji-tui: no stroke-order drawing for 俠 in KanjiVG, so its writing cannot be checked.\n")
    }

    @Test func two_characters_no_file_or_two_formats_are_usage_errors() throws {
        let path = try file("sun.json", Self.sunJSON())
        for arguments in [["日本", path], ["日"], ["日", path, "--json", "--tsv"]] {
            let outcome = try check(arguments)
            #expect(outcome.status == 64, "\(arguments): \(outcome.standardError)")
            #expect(outcome.standardOutput.isEmpty)
            #expect(outcome.standardError.hasPrefix("Error: "), "\(outcome.standardError)")
        }
    }
}
