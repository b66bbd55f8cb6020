import TestResources
import Foundation
import StrokeDrawings
import Testing

/// `kanji-tui recognize FILE|-` through the built binary: KanjiVG's 日 recognized in every format, from a file and
/// from stdin, a point off the canvas taken, and every kind of bad input named on stderr with exit status 2, nothing
/// on stdout.
@Suite final class RecognizeCommandTests {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("RecognizeCommandTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    /// KanjiVG's strokes of 日 as the command takes them: each stroke's polyline, scaled from the 109-unit view box
    /// to a 436 × 436 canvas.
    static func sunJSON() throws -> String {
        let drawings = try StrokeFile(path: KanjiTUIProcess.resources + "/" + StrokeFile.fileName)
        let sun = try #require(try drawings.drawing(for: "日"))
        let strokes = sun.strokes.map { stroke in
            "[" + stroke.points.map { "[\(($0.x * 4).rounded()), \(($0.y * 4).rounded())]" }.joined(separator: ", ") + "]"
        }
        return #"{"width": 436, "height": 436, "strokes": ["# + strokes.joined(separator: ", ") + "]}"
    }

    /// Writes `text` to a file of the test's own and returns its path.
    func file(_ name: String, _ text: String) throws -> String {
        let path = directory.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Runs `kanji-tui recognize arguments…` with the file at `stdinPath` (or nothing) as its stdin.
    func recognize(_ arguments: [String], stdinPath: String? = nil) throws -> KanjiTUIProcess.Outcome {
        let arguments = ["recognize"] + arguments
        return try stdinPath.map { try KanjiTUIProcess.run(arguments, standardInputPath: $0) } ?? KanjiTUIProcess.run(arguments)
    }

    // MARK: - Recognized

    @Test func kanjivgs_sun_is_among_the_first_five_as_text_tsv_and_json() throws {
        let path = try file("sun.json", Self.sunJSON())

        let text = try recognize([path])
        #expect(text.status == 0, "\(text.standardError)")
        let lines = text.standardOutput.split(separator: "\n")
        #expect(lines.count == 10, "--limit's default")
        let sunLine = try #require(lines.prefix(5).first { $0.split(separator: " ").dropFirst().first == "日" })
        #expect(sunLine.contains("  4 strokes  day; sun; Japan; counter for days"))
        #expect(lines.first?.hasPrefix("1. ") == true)

        let tsv = try recognize([path, "--tsv", "--limit", "5"])
        #expect(tsv.status == 0)
        let rows = tsv.standardOutput.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        #expect(rows.first?.joined(separator: " ") == "rank character score zinnia_score strokes meanings")
        #expect(rows.count == 6)
        let sunRow = try #require(rows.dropFirst().first { $0[1] == "日" })
        #expect(sunRow[4] == "4" && sunRow[5] == "day; sun; Japan; counter for days")

        let json = try recognize([path, "--json"])
        #expect(json.status == 0)
        let candidates = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [[String: Any]])
        #expect(candidates.map { $0["rank"] as? Int } == Array(1...10))
        #expect(candidates.prefix(5).contains { $0["character"] as? String == "日" && $0["strokes"] as? Int == 4 })
        #expect(candidates.allSatisfy { $0["score"] is Double && $0["recognizer_score"] is Double })
    }

    /// Issue 35: KanjiVG's 日 on its own 109 × 109 box with the bottom stroke's end at y = 110.9, as a hand that went
    /// past the edge draws it, was refused with status 2; it is recognized.
    @Test func a_point_off_the_canvas_is_recognized_not_refused() throws {
        let drawings = try StrokeFile(path: KanjiTUIProcess.resources + "/" + StrokeFile.fileName)
        let sun = try #require(try drawings.drawing(for: "日"))
        var strokes = sun.strokes.map { $0.points.map { "[\($0.x), \($0.y)]" } }
        strokes[3][strokes[3].count - 1] = "[\(sun.strokes[3].points.last!.x), 110.9]"
        let path = try file("off.json", #"{"width": 109, "height": 109, "strokes": ["# + strokes.map { "[" + $0.joined(separator: ", ") + "]" }.joined(separator: ", ") + "]}")
        let outcome = try recognize([path, "--tsv", "--limit", "5"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.split(separator: "\n").dropFirst().contains { $0.split(separator: "\t")[1] == "日" }, "\(outcome.standardOutput)")
    }

    @Test func a_dash_reads_the_strokes_from_stdin_and_so_does_no_file() throws {
        let path = try file("sun.json", Self.sunJSON())
        let fromFile = try recognize([path, "--tsv"])
        let dash = try recognize(["-", "--tsv"], stdinPath: path)
        #expect(dash.status == 0, "\(dash.standardError)")
        #expect(dash.standardOutput == fromFile.standardOutput)
        #expect(try recognize(["--tsv"], stdinPath: path).standardOutput == fromFile.standardOutput)
    }

    // MARK: - Refused

    /// The problem each input is refused with: stdout empty, stderr one line naming the input and the problem.
    @Test(arguments: [
        (#"{"width": 100, "height": 100, "strokes": [[[10, 10], [20, 20]]"#, "not valid JSON: line 1, column 63"),
        ("日", "not valid JSON: line 1, column 1"),
        ("", "not valid JSON"),
        (#"[[10, 10], [20, 20]]"#, "expected an object"),
        (#"{"width": 100, "height": 100}"#, "the object has no \"strokes\""),
        (#"{"width": 100, "height": 100, "strokes": {"1": []}}"#, "\"strokes\" must be an array of strokes, found an object"),
        (#"{"width": 100, "height": 100, "strokes": [[10, 10]]}"#, "point 1 of stroke 1 must be [x, y], two numbers"),
        (#"{"width": 100, "height": 100, "strokes": [[[10, 10, 10]]]}"#, "point 1 of stroke 1 must be [x, y], two numbers"),
        (#"{"width": 100, "height": 100, "strokes": [[[10, "10"]]]}"#, "point 1 of stroke 1 must be [x, y], two numbers"),
        (#"{"width": 100, "height": 100, "strokes": [[[10, 10]], []]}"#, "stroke 2 has no points"),
        (#"{"width": 100, "height": 100, "strokes": []}"#, "\"strokes\" is empty; give at least one stroke of [x, y] points"),
        (#"{"width": -1, "height": 100, "strokes": [[[1, 1]]]}"#, "\"width\" must be 1 to 100000, not -1"),
    ])
    func malformed_strokes_are_named_with_exit_status_2(input: String, problem: String) throws {
        let path = try file("strokes.json", input)
        let outcome = try recognize([path])
        #expect(outcome.status == 2)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError.hasPrefix("kanji-tui: \(path): "), "\(outcome.standardError)")
        #expect(outcome.standardError.contains(problem), "\(outcome.standardError)")
        #expect(outcome.standardError.split(separator: "\n").count == 1 && !outcome.standardError.contains("Fatal"))
    }

    @Test func a_missing_file_a_directory_and_bad_stdin_are_named_with_exit_status_2() throws {
        let missing = directory.appendingPathComponent("nowhere.json").path
        let gone = try recognize([missing])
        #expect(gone.status == 2 && gone.standardOutput.isEmpty)
        #expect(gone.standardError == "kanji-tui: \(missing): cannot be read (no such file or directory)\n")

        let folder = try recognize([directory.path])
        #expect(folder.status == 2 && folder.standardOutput.isEmpty)
        #expect(folder.standardError == "kanji-tui: \(directory.path): not a regular file (a directory, FIFO or device); give a text file, or - for stdin\n")

        let empty = try recognize(["-"])
        #expect(empty.status == 2 && empty.standardOutput.isEmpty)
        #expect(empty.standardError.hasPrefix("kanji-tui: stdin: not valid JSON"), "\(empty.standardError)")

        let binary = try file("strokes.bin", "{\"width\": 1\u{0}}")
        let nul = try recognize(["-"], stdinPath: binary)
        #expect(nul.status == 2 && nul.standardError.hasPrefix("kanji-tui: stdin: not a text file (a NUL byte at offset 11)"), "\(nul.standardError)")
    }

    // MARK: - Numbers at the edges

    /// The largest and smallest doubles, past Int64's range, and the signed zero: no number traps (a canvas of 1e30
    /// once ended in SIGILL, converted to Int before its range was checked).
    static let edgeNumbers = ["1.7976931348623157e308", "-1.7976931348623157e308", "5e-324", "1e308", "1e30", "-0", "-1",
                              "9223372036854775808", "-9223372036854775809", "1e19"]

    @Test(arguments: edgeNumbers)
    func every_number_of_the_input_at_the_edges_is_refused_with_status_2_or_read(number: String) throws {
        let inputs = [
            ("width", #"{"width": \#(number), "height": 100, "strokes": [[[10, 50], [90, 50]]]}"#, "\"width\" must be 1 to 100000, not "),
            ("height", #"{"width": 100, "height": \#(number), "strokes": [[[10, 50], [90, 50]]]}"#, "\"height\" must be 1 to 100000, not "),
            ("x", #"{"width": 100, "height": 100, "strokes": [[[10, 50], [\#(number), 50]]]}"#, ""),
            ("y", #"{"width": 100, "height": 100, "strokes": [[[10, 50], [90, \#(number)]]]}"#, ""),
        ]
        for (member, input, problem) in inputs {
            let path = try file("\(member).json", input)
            let outcome = try recognize([path, "--limit", "1"])
            // A point anywhere is read (issue 35: the canvas grows to hold it); no canvas side is that small or large.
            if ["x", "y"].contains(member) {
                #expect(outcome.status == 0, "\(member) \(number): \(outcome.standardError)")
                #expect(outcome.standardOutput.hasPrefix("1. "), "\(member) \(number)")
            } else {
                #expect(outcome.status == 2, "\(member) \(number): \(outcome.standardError)")
                #expect(outcome.standardOutput.isEmpty)
                #expect(outcome.standardError.hasPrefix("kanji-tui: \(path): line 1, column "), "\(outcome.standardError)")
                #expect(outcome.standardError.contains(problem), "\(member) \(number): \(outcome.standardError)")
                #expect(outcome.standardError.split(separator: "\n").count == 1)
            }
        }
    }

    @Test(arguments: edgeNumbers + ["9223372036854775807", "-9223372036854775808", "nan", "inf"])
    func a_limit_at_the_edges_is_a_usage_error(number: String) throws {
        let path = try file("line.json", #"{"width": 100, "height": 100, "strokes": [[[10, 50], [90, 50]]]}"#)
        let outcome = try recognize([path, "--limit=\(number)"])
        // 64, as every bad option value: "The value '1e30' is invalid for '--limit <limit>'", "--limit must be 1 to …".
        #expect(outcome.status == 64, "\(number): \(outcome.standardError)")
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError.hasPrefix("Error: "), "\(outcome.standardError)")
        #expect(outcome.standardError.contains("--limit"), "\(outcome.standardError)")
    }
}
