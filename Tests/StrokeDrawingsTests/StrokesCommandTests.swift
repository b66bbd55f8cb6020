import Foundation
import TestResources
import Testing

/// `kanji-tui strokes`, run as a user would: the built binary, which SwiftPM puts beside this test bundle.
@Suite struct StrokesCommandTests {
    @Test func prints_the_finished_kanji_with_its_stroke_numbers() throws {
        let outcome = try run(["strokes", "日", "--size", "24"])
        #expect(outcome.status == 0)
        let lines = outcome.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "日 · 4 strokes")
        #expect(lines[3] == "⠀⠀⠀⠀⠀⠀⠠⣀⣀⣀⡠⠤⠤⠤⠤⠤⠤⡄⠀⠀⠀⠀⠀⠀")
        #expect(lines.count == 1 + 12 + 1, "caption, 12 rows, and the final newline")
        #expect(!outcome.standardOutput.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "no escape sequences")
    }

    @Test func prints_every_frame_with_the_default_size() throws {
        let outcome = try run(["strokes", "日", "--frames"])
        #expect(outcome.status == 0)
        let captions = outcome.standardOutput.split(separator: "\n").filter { $0.hasPrefix("日 · ") }
        #expect(captions == ["日 · stroke 1 of 4", "日 · stroke 2 of 4", "日 · stroke 3 of 4", "日 · stroke 4 of 4"])
        #expect(outcome.standardOutput.split(separator: "\n").count == 4 * (1 + 16), "32 columns are 16 rows")
    }

    @Test func a_character_kanjivg_does_not_draw_is_exit_status_1() throws {
        let outcome = try run(["strokes", "😀"])
        #expect(outcome.status == 1)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError == "kanji-tui: no stroke-order drawing for 😀 in KanjiVG.\n")
    }

    @Test(arguments: [["strokes", "日本"], ["strokes", "日", "--size", "4"], ["strokes", "日", "--size", "x"], ["strokes"]])
    func a_usage_mistake_is_exit_status_64(arguments: [String]) throws {
        let outcome = try run(arguments)
        #expect(outcome.status == 64)
        #expect(outcome.standardOutput.isEmpty)
    }

    @Test func a_data_directory_without_the_strokes_file_is_exit_status_2() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("strokes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data().write(to: directory.appendingPathComponent("kanji.tsv"))
        let outcome = try run(["strokes", "日", "--data", directory.path])
        #expect(outcome.status == 2)
        #expect(outcome.standardError == "kanji-tui: \(directory.path)/strokes.bin: No such file or directory\n")
    }

    /// Runs `kanji-tui arguments…` with no terminal, on the committed dataset.
    private func run(_ arguments: [String]) throws -> KanjiTUIProcess.Outcome {
        try KanjiTUIProcess.run(arguments, environment: ["KANJI_TUI_DATA": StrokeFixtures.resources])
    }
}
