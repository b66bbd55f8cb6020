import Browser
import Handwriting
import KanjiKit
import StrokeDrawings
import TerminalUI
import TestSupport

// MARK: - HandwritingBenchmark

/// Issue 24: how often the Draw screen finds the kanji drawn, how soon after a stroke, and whether the canvas keeps
/// up with a long drag.
///
/// Accuracy: every jōyō kanji KanjiVG draws, made into strokes by a seeded hand (``HandDrawnKanji``, seed 24), given
/// to Zinnia; top-1 and top-5 in Zinnia's own order and re-ranked (``CandidateRanking/standard``). The same strokes
/// go to a JSON file (`--write-handwriting`) that `tools/kanjidraw_bench.py` feeds PyPI kanjidraw 0.2.3, for the
/// side-by-side row. Speed: the release that ends a stroke → the Draw screen's candidates (recognition, ranking and
/// the kanji looked up), over the last strokes of 200 of those kanji; a 1,000-report drag, each report handled
/// and its frame rendered at 120×40.
struct HandwritingBenchmark {
    let store: KanjiStore
    /// The data directory, where `strokes.bin` is.
    let directory: String
    static let seed: UInt64 = 24

    func run() throws -> [BenchmarkRow] {
        let file = try StrokeFile(path: directory + "/" + StrokeFile.fileName)
        let joyo = try HandwritingAccuracy.joyoKanji(in: store)
        let accuracy = try HandwritingAccuracy(kanji: joyo, strokes: file, recognizer: try ZinniaRecognizer(), store: store,
                                               seed: Self.seed)
        let count = accuracy.trials.count
        let share = { (n: Int, ranked: Bool) in (100 * accuracy.topShare(n, ranked: ranked)).fixed(1) + " %" }
        let top5 = accuracy.topShare(5, ranked: true)
        return [
            BenchmarkRow(measure: "handwriting: top-1, \(count) jōyō kanji drawn from KanjiVG (seed \(Self.seed)), Zinnia alone / re-ranked",
                         result: "\(share(1, false)) / \(share(1, true))", target: "—", isMet: nil),
            BenchmarkRow(measure: "handwriting: top-5, the same, Zinnia alone / re-ranked",
                         result: "\(share(5, false)) / \(share(5, true))", target: "≥ 95 %", isMet: top5 >= 0.95),
            try strokeToCandidatesRow(joyo: joyo, file: file),
            try dragRow(),
        ]
    }

    /// The strokes of every jōyō kanji as drawn for the accuracy rows, as JSON for `tools/kanjidraw_bench.py`:
    /// `[{"kanji": "日", "width": 1000, "height": 1000, "strokes": [[[x, y], …], …]}, …]`.
    func handDrawnJSON() throws -> String {
        let file = try StrokeFile(path: directory + "/" + StrokeFile.fileName)
        var generator = SplitMix64(seed: Self.seed)
        var entries: [String] = []
        for kanji in try HandwritingAccuracy.joyoKanji(in: store) {
            guard let character = kanji.character.first, let drawing = try file.drawing(for: character) else { continue }
            let strokes = HandDrawnKanji.strokes(of: drawing, using: &generator)
            let points = strokes.strokes.map { "[" + $0.map { "[\($0.x),\($0.y)]" }.joined(separator: ",") + "]" }
            entries.append(#"{"kanji":"\#(kanji.character)","width":\#(strokes.width),"height":\#(strokes.height),"strokes":[\#(points.joined(separator: ","))]}"#)
        }
        return "[\n" + entries.joined(separator: ",\n") + "\n]\n"
    }

    // MARK: Private

    /// The release of each kanji's last stroke on the Draw screen → its candidates, for every 10th jōyō kanji.
    private func strokeToCandidatesRow(joyo: [Kanji], file: StrokeFile) throws -> BenchmarkRow {
        var generator = SplitMix64(seed: Self.seed)
        let browser = try KanjiBrowser.inMemory(store: store)
        browser.handle(.follow(.draw))
        guard case .draw(let screen) = browser.stack.top else { throw BenchmarkFailure(description: "the Draw screen did not open") }
        var durations: [Double] = []
        for kanji in stride(from: 0, to: joyo.count, by: 10).map({ joyo[$0] }) {
            guard let character = kanji.character.first, let drawing = try file.drawing(for: character) else { continue }
            let strokes = HandDrawnKanji.strokes(of: drawing, using: &generator).strokes
            screen.handle(.clear)
            for stroke in strokes.dropLast() { draw(stroke, on: screen) }
            let last = strokes[strokes.count - 1]
            screen.handle(.pen(.press(last[0])))
            for point in last.dropFirst() { screen.handle(.pen(.drag(point))) }
            let clock = ContinuousClock()
            let elapsed = clock.measure { screen.handle(.pen(.release(last[last.count - 1]))) }
            durations.append(elapsed.milliseconds)
        }
        durations.sort()
        let median = durations[durations.count / 2]
        let worst = durations[durations.count - 1]
        return BenchmarkRow(measure: "handwriting: a stroke's release → the Draw screen's candidates (\(durations.count) kanji, last stroke)",
                            result: "median \(median.fixed(1)) ms, max \(worst.fixed(1)) ms", target: "≤ 50 ms", isMet: worst <= 50)
    }

    /// A 1,000-report drag across the canvas, each report handled by the terminal app and its frame rendered.
    private func dragRow() throws -> BenchmarkRow {
        let browser = try KanjiBrowser.inMemory(store: store)
        let app = TerminalApp(browser: browser)
        let size = TerminalSize(rows: 40, columns: 120)
        app.handle(.character("W"))
        guard let canvas = app.render(size: size).canvas else { throw BenchmarkFailure(description: "the Draw screen has no canvas") }
        var cells = 0
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            app.handle(.mouse(MouseEvent(.click, row: canvas.row + 1, column: canvas.column + 1)))
            for step in 0..<1000 {
                let x = Double(canvas.column) + Double(canvas.columns) * (0.1 + 0.8 * Double(step) / 1000)
                let y = Double(canvas.row) + Double(canvas.rows) * (0.5 + 0.4 * Double(step % 50) / 50 - 0.2)
                app.handle(.mouse(MouseEvent(.drag, x: x, y: y)))
                cells += app.render(size: size).grid[39, 119].width
            }
            app.handle(.mouse(MouseEvent(.release, row: canvas.row + 1, column: canvas.column + 1)))
        }
        precondition(cells > 0, "every frame has cells")
        let perReport = elapsed.milliseconds / 1000
        return BenchmarkRow(measure: "handwriting: a 1,000-report drag on the canvas, each report → its frame at 120×40 (per report)",
                            result: "\(perReport.fixed(2)) ms (all: \(elapsed.milliseconds.fixed(0)) ms)",
                            target: "keeps up (a report every ~8 ms)", isMet: perReport < 8)
    }

    private func draw(_ stroke: [HandwritingPoint], on screen: DrawViewModel) {
        screen.handle(.pen(.press(stroke[0])))
        for point in stroke.dropFirst() { screen.handle(.pen(.drag(point))) }
        screen.handle(.pen(.release(stroke[stroke.count - 1])))
    }
}

extension Duration {
    /// The duration in milliseconds.
    var milliseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1000 + Double(attoseconds) / 1e15
    }
}
