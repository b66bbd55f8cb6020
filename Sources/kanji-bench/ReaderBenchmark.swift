import Browser
import FSRS
import KanjiKit
import TerminalUI
import TestSupport

// MARK: - ReaderBenchmark

/// Issue 21: the reader on a long text (`tools/make-reading-text.py` writes a 10 MB one), in-process, as the Read
/// tab's list opens it: the time from following the link to the first frame (reading and decoding the file,
/// cutting it into lines, segmenting and drawing the first page); a key (`w`, `j`, PgDn) → the frame ready to
/// write at 120×40, each key timed on its own after the work the app's ticks do between keys; and the resident
/// memory once the reader has counted every word of the text (its header's shares), the most it holds. The whole-process first frame and `analyze` are `tools/bench-reader.sh`'s.
struct ReaderBenchmark {
    /// The text and the browser that reads it.
    let bench: ReadingBench
    private var size: TerminalSize { bench.size }
    private var textPath: String { bench.textPath }
    /// Keys timed one at a time (odd, so the median is one of them), after keys that warm the caches.
    private let keys = 1_001
    private let warmUpKeys = 100
    /// The first opening of the text and its reopenings (odd after the first, so the median is one of them).
    private let openingCount = 8

    func run() throws -> [BenchmarkRow] {
        let clock = ContinuousClock()
        let (browser, app, entry) = try bench.browser()
        // The first opening also opens MeCab; the reopenings (Back, then the link again) are what the Read tab's list
        // costs once MeCab is open. Each reads the file again: no `read` command handed its text over.
        var openings: [Duration] = []
        var firstFrame = CellGrid(width: 1, height: 1)
        for _ in 0..<openingCount {
            if case .reader = browser.stack.top { browser.handle(.back) }
            openings.append(clock.measure {
                browser.application.follow(AppLink(tab: .read, routes: [.reader(entry)]))
                firstFrame = app.render(size: size).grid
            })
        }
        guard case .reader(let reader) = browser.stack.top, reader.selectedWord != nil else {
            throw BenchmarkFailure(description: "\(textPath) did not open in the reader with a word under the cursor: \(browser.breadcrumb)\n"
                + firstFrame.lines.joined(separator: "\n"))
        }
        let megabytes = Double(reader.text.byteCount) / 1_000_000
        let reopening = openings.dropFirst().sorted()[(openingCount - 1) / 2].milliseconds
        var rows = [BenchmarkRow(
            measure: "\(megabytes.fixed(1)) MB text (tools/make-reading-text.py, \(reader.text.blocks.count.grouped) lines): following the link to "
                + "the reader → its first frame at 120×40 in-process (read and check the file, cut it into lines, segment and draw the first "
                + "page), median of \(openingCount - 1) reopenings from the Read list (the first, which opens MeCab too: "
                + "\(openings[0].milliseconds.fixed(1)) ms; the whole process is the row of tools/bench-reader.sh)",
            result: "\(reopening.fixed(1)) ms", target: "≤ 100 ms", isMet: reopening <= 100)]

        for (key, name) in [(Key.character("w"), "w (next word)"), (.character("j"), "j (next line)"), (.pageDown, "PgDn")] {
            var frames: [Duration] = []
            var idle: [Duration] = []
            for index in 0..<(warmUpKeys + keys) {
                // Between keys, as the app's ticks do when no key comes: the lines around the screen laid out.
                let prepared = clock.measure {
                    while !reader.prepareAroundScreen(until: .now + .milliseconds(8)) {}
                }
                let frame = clock.measure {
                    let before = reader.position
                    let word = reader.selectedWord?.byteRange
                    app.handle(key)
                    // At the text's end the key does nothing: back to the start, so every step moves.
                    if reader.position == before && reader.selectedWord?.byteRange == word { app.handle(.home) }
                    _ = app.render(size: size)
                }
                guard index >= warmUpKeys else { continue }
                frames.append(frame)
                idle.append(prepared)
            }
            let median = frames.sorted()[keys / 2].nanoseconds
            let slowest = frames.max()!.nanoseconds
            let idleMedian = idle.sorted()[keys / 2].milliseconds
            let idleMost = idle.max()!.milliseconds
            rows.append(BenchmarkRow(measure: "reader keystroke \(name) → frame ready to write at 120×40 on the same text (median of \(keys.grouped) keys, "
                                        + "slowest \(slowest.microsecondsText); between keys, not timed, the work the app's ticks do when no key "
                                        + "comes: the lines around the screen laid out, \(idleMedian.fixed(2)) ms median, \(idleMost.fixed(1)) ms at most — "
                                        + "the counting of the text's words is left out)",
                                     result: median.microsecondsText, target: "≤ 1 ms", isMet: median <= 1_000_000))
        }

        let counting = clock.measure {
            while !reader.isCounted { reader.tick() }
        }
        _ = app.render(size: size)
        guard let memory = ResidentMemory.now() else { throw BenchmarkFailure(description: "/proc/self/status cannot be read") }
        let peak = Double(memory.peakKB) / 1024
        rows.append(BenchmarkRow(
            measure: "peak resident memory (VmHWM) of this process with the \(megabytes.fixed(1)) MB text open in the reader, after it counted every "
                + "word of it between keys (\((counting.milliseconds / 1000).fixed(1)) s of ticks) and drew the frame",
            result: "\(peak.fixed(1)) MB (now \((Double(memory.currentKB) / 1024).fixed(1)) MB: anonymous \((Double(memory.anonymousKB) / 1024).fixed(1)) MB, mapped files \((Double(memory.fileKB) / 1024).fixed(1)) MB)",
            target: "≤ 60 MB", isMet: peak <= 60))
        return rows
    }
}
