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
    /// The shared, read-only dataset.
    let store: KanjiStore
    /// The data directory, where words.bin is.
    let directory: String
    /// The text to read.
    let textPath: String

    private let size = TerminalSize(rows: 40, columns: 120)
    /// Lists opened once the count is done (odd, so the median is one of them).
    private let openings = 5

    func run() throws -> [BenchmarkRow] {
        let clock = ContinuousClock()
        let words = Result { () throws(DatasetError) in try WordDictionary(directory: directory) }
        let browser = try KanjiBrowser.inMemory(store: store, library: InMemoryReadingLibrary(), words: words, firstScreenful: 300)
        let app = TerminalApp(browser: browser)
        let entry = ReadingEntry(id: 0, title: "novel", source: .file(path: textPath), position: 0, openedAt: Timestamp(secondsSince1970: 0))
        let reader = try opened(entry, browser, app)
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
        _ = try opened(entry, browser, app)
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

    /// The reader on `entry`, followed from the Read list and drawn.
    private func opened(_ entry: ReadingEntry, _ browser: KanjiBrowser, _ app: TerminalApp) throws -> ReaderViewModel {
        browser.application.follow(AppLink(tab: .read, routes: [.reader(entry)]))
        _ = app.render(size: size)
        guard case .reader(let reader) = browser.stack.top else {
            throw BenchmarkFailure(description: "\(textPath) did not open in the reader: \(browser.breadcrumb)")
        }
        return reader
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
