import Browser
import FSRS
import KanjiKit
import TerminalUI
import TestSupport

// MARK: - EntryCycleBenchmark

/// Issue 32 §1: `e` in the reader — the next JMdict entry the word under the cursor may be — to its frame, in-process
/// at 120×40, on a long text: the key, the choice, the pane with the chosen entry's senses and pitch, the text's
/// colours as chosen, rendered into the cell grid. Timed on the first word of the text with more than two entries,
/// cycling through all of them again and again.
struct EntryCycleBenchmark {
    /// The text and the browser that reads it.
    let bench: ReadingBench
    private var size: TerminalSize { bench.size }
    private var textPath: String { bench.textPath }
    /// `e` presses timed (odd, so the median is one of them).
    private let presses = 301

    func run() throws -> [BenchmarkRow] {
        let clock = ContinuousClock()
        let (browser, app, entry) = try bench.browser()
        let reader = try bench.open(entry, browser, app)
        while reader.selectedCandidates.count <= 2 {
            let before = reader.cursor
            app.handle(.character("w"))
            guard reader.cursor != before else {
                throw BenchmarkFailure(description: "\(textPath) has no word of more than two entries on its first lines")
            }
        }
        _ = app.render(size: size)
        let word = reader.selectedWord?.surface ?? "?"
        let entries = reader.selectedCandidates.count
        var times: [Duration] = []
        for _ in 0..<presses {
            times.append(clock.measure {
                app.handle(.character("e"))
                _ = app.render(size: size)
            })
        }
        let sorted = times.sorted()
        let median = sorted[presses / 2].nanoseconds
        return [
            BenchmarkRow(measure: "`e` in the reader → the next entry's frame at 120×40 in-process, on \(word) (\(entries) entries) of a "
                            + "\((Double(reader.text.byteCount) / 1_000_000).fixed(1)) MB text; median of \(presses) presses (slowest "
                            + "\(sorted.last!.nanoseconds.microsecondsText))",
                         result: median.microsecondsText, target: "≤ 1 ms", isMet: median <= 1_000_000),
        ]
    }
}
