import Browser
import FSRS
import KanjiKit
import TerminalUI
import TestSupport

// MARK: - UnknownWordsBenchmark

/// Issue 32 §3: `v` in the reader on a long text → the first frame of its unknown words, in-process at 120×40. Timed
/// twice: right after the text opened, before the reader counted its words between keys (`v` counts the rest then),
/// and once the count is done (what `v` costs after a while of reading: the list is built from the count).
struct UnknownWordsBenchmark {
    /// The text and the browser that reads it.
    let bench: ReadingBench
    private var size: TerminalSize { bench.size }
    private var textPath: String { bench.textPath }
    /// Lists opened once the count is done (odd, so the median is one of them).
    private let openings = 5

    func run() throws -> [BenchmarkRow] {
        let clock = ContinuousClock()
        let (browser, app, entry) = try bench.browser()
        let reader = try bench.open(entry, browser, app)
        let megabytes = Double(reader.text.byteCount) / 1_000_000
        let counting = clock.measure {
            while !reader.isCounted { reader.tick() }
        }
        var counted: [Duration] = []
        for _ in 0..<openings {
            counted.append(try timedList(browser, app, clock: clock))
            browser.handle(.back)
        }
        // The text again, in a reader of its own that has counted nothing yet.
        browser.handle(.back)
        _ = try bench.open(entry, browser, app)
        let uncounted = try timedList(browser, app, clock: clock)
        let median = counted.sorted()[openings / 2].milliseconds
        return [
            BenchmarkRow(measure: "\(megabytes.fixed(1)) MB text in the reader, its words counted between keys (\((counting.milliseconds / 1000).fixed(1)) s "
                            + "of ticks): `v` → the unknown words' first frame at 120×40 in-process, median of \(openings) (slowest "
                            + "\(counted.max()!.milliseconds.fixed(1)) ms)",
                         result: "\(median.fixed(1)) ms", target: "≤ 100 ms", isMet: median <= 100),
            BenchmarkRow(measure: "… `v` right after the text opened, before any counting between keys (one run)",
                         result: "\(uncounted.milliseconds.fixed(1)) ms", target: "—", isMet: nil),
        ]
    }

    /// The time from `v` to the list's first frame; throws when no list is on top.
    private func timedList(_ browser: KanjiBrowser, _ app: TerminalApp, clock: ContinuousClock) throws -> Duration {
        let time = clock.measure {
            app.handle(.character("v"))
            _ = app.render(size: size)
        }
        guard case .unknownWords = browser.stack.top else {
            throw BenchmarkFailure(description: "v did not open the unknown words: \(browser.breadcrumb)")
        }
        return time
    }
}
