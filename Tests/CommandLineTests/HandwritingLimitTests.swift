import Foundation
import Testing
import TestResources

/// Issue 44: handwriting input is bounded as text is, and `recognize` and `check-writing` share the bound. A stroke
/// of 50,000 points is thinned and read; past 100,000 points in all, the input is refused with status 2 and a message
/// naming the limit, a 12 MB file as soon as its points pass it; and a stroke that zig-zags, which once made Zinnia
/// ask for 21 GB, is recognized in a small part of that.
@Suite struct HandwritingLimitTests {
    /// Strong: the drawings' folder lives as long as the test.
    let folder: ScratchFolder

    init() throws {
        folder = try ScratchFolder("HandwritingLimitTests")
    }

    /// A drawing of `strokes` on a 1000 × 1000 canvas, written as the commands read it.
    func file(_ name: String, _ strokes: [[(Int, Int)]]) throws -> String {
        let path = folder.path(name)
        let text = #"{"width":1000,"height":1000,"strokes":["# + strokes.map { stroke in
            "[" + stroke.map { "[\($0.0),\($0.1)]" }.joined(separator: ",") + "]"
        }.joined(separator: ",") + "]}"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// `count` points going right and left across the canvas, `perRow` to a row, each row `step` units below the
    /// last: Zinnia splits such a stroke at nearly every corner, hundreds of levels deep.
    static func zigZag(_ count: Int, perRow: Int = 4, step: Int = 4) -> [(Int, Int)] {
        (0..<count).map { index in
            let (row, column) = index.quotientAndRemainder(dividingBy: perRow)
            let x = column * 999 / (perRow - 1)
            return (row.isMultiple(of: 2) ? x : 999 - x, (row * step) % 1000)
        }
    }

    /// Both commands on the file at `path`.
    func bothCommands(_ path: String) throws -> [(command: String, outcome: KanjiTUIProcess.Outcome)] {
        [("recognize", try KanjiTUIProcess.run(["recognize", path, "--limit", "1"])),
         ("check-writing", try KanjiTUIProcess.run(["check-writing", "日", path]))]
    }

    @Test func a_stroke_that_zig_zags_is_recognized_with_less_than_a_gigabyte_of_address_space() throws {
        let path = try file("zigzag.json", [Self.zigZag(1000)])
        // Before: Zinnia's heap of pieces wanted 2^200 entries; it died of std::bad_alloc after 72 s and 21 GB.
        let started = Date()
        let outcome = try KanjiTUIProcess.run(program: URL(fileURLWithPath: "/bin/sh"),
                                              ["-c", #"ulimit -v 1000000 && exec "$0" recognize "$1" --limit 1"#,
                                               KanjiTUIProcess.executable.path, path])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.hasPrefix("1. "), "\(outcome.standardOutput)")
        #expect(Date().timeIntervalSince(started) < 30)
    }

    @Test func a_stroke_of_50000_points_is_thinned_and_read_by_both_commands() throws {
        let path = try file("long.json", [Self.zigZag(50_000, perRow: 200, step: 1)])
        for (command, outcome) in try bothCommands(path) {
            #expect(outcome.status == 0, "\(command): \(outcome.standardError)")
            #expect(outcome.standardError.isEmpty, "\(command): \(outcome.standardError)")
        }
    }

    @Test func one_point_past_the_limit_is_refused_with_status_2_by_both_commands() throws {
        let path = try file("past.json", [Self.zigZag(60_000, perRow: 200, step: 1), Self.zigZag(40_001, perRow: 200, step: 1)])
        for (command, outcome) in try bothCommands(path) {
            #expect(outcome.status == 2, "\(command): \(outcome.standardError)")
            #expect(outcome.standardOutput.isEmpty)
            #expect(outcome.standardError == "kanji-tui: \(path): 100,001 points; more than 100,000 points, the most a drawing may "
                    + "have in all its strokes (a stroke of more than 1,000 points is thinned to that many)\n")
        }
    }

    @Test func a_file_of_a_million_points_is_refused_where_its_points_pass_the_limit() throws {
        let path = try file("million.json", [Self.zigZag(1_000_000, perRow: 200, step: 1)])
        for (command, outcome) in try bothCommands(path) {
            #expect(outcome.status == 2, "\(command): \(outcome.standardError)")
            #expect(outcome.standardError.hasPrefix("kanji-tui: \(path): line 1, column "), "\(command): \(outcome.standardError)")
            #expect(outcome.standardError.hasSuffix(": more than 100,000 points, the most a drawing may have in all its strokes "
                    + "(a stroke of more than 1,000 points is thinned to that many)\n"), "\(command): \(outcome.standardError)")
        }
    }
}
