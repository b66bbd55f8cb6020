import Browser
import FSRS
import KanjiKit
import TerminalUI
import TestSupport

// MARK: - ReaderBenchmark

/// Issue 21: the reader on a long text (`tools/make-reading-text.py` writes a 10 MB one), in-process, as
/// `kanji-tui read FILE` opens it: the time from following the link to the first frame (reading and decoding the
/// file, cutting it into lines, opening MeCab, segmenting and drawing the first page); a key (`w`, `j`, PgDn) →
/// the frame ready to write at 120×40; and the resident memory once the reader has counted every word of the text
/// (its header's shares), the most it holds. The whole-process first frame and `analyze` are `tools/bench-reader.sh`'s.
struct ReaderBenchmark {
    /// The shared, read-only dataset.
    let store: KanjiStore
    /// The data directory, where words.bin is.
    let directory: String
    /// The text to read.
    let textPath: String

    private let size = TerminalSize(rows: 40, columns: 120)
    private let samples = 31
    private let iterations = 100

    func run() throws -> [BenchmarkRow] {
        let clock = ContinuousClock()
        let words = Result { () throws(DatasetError) in try WordDictionary(directory: directory) }
        let browser = try KanjiBrowser.inMemory(store: store, library: InMemoryReadingLibrary(), words: words, firstScreenful: 300)
        let app = TerminalApp(browser: browser)
        let entry = ReadingEntry(id: 0, title: "novel", source: .file(path: textPath), position: 0, openedAt: Timestamp(secondsSince1970: 0))
        var firstFrame = CellGrid(width: 1, height: 1)
        let open = clock.measure {
            browser.application.follow(AppLink(tab: .read, routes: [.reader(entry)]))
            firstFrame = app.render(size: size).grid
        }
        guard case .reader(let reader) = browser.stack.top, reader.selectedWord != nil else {
            throw BenchmarkFailure(description: "\(textPath) did not open in the reader with a word under the cursor: \(browser.breadcrumb)\n"
                + firstFrame.lines.joined(separator: "\n"))
        }
        let megabytes = Double(reader.text.byteCount) / 1_000_000
        var rows = [BenchmarkRow(
            measure: "\(megabytes.fixed(1)) MB text (tools/make-reading-text.py, \(reader.text.blocks.count.grouped) lines): following the link to "
                + "the reader → its first frame at 120×40 in-process (read and check the file, cut it into lines, open MeCab, segment "
                + "and draw the first page; the whole process is the row of tools/bench-reader.sh)",
            result: "\(open.milliseconds.fixed(1)) ms", target: "≤ 100 ms", isMet: open.milliseconds <= 100)]

        for (key, name) in [(Key.character("w"), "w (next word)"), (.character("j"), "j (next line)"), (.pageDown, "PgDn")] {
            let median = IterationTimer(samples: samples, iterations: iterations).medianNanoseconds {
                let before = reader.position
                let word = reader.selectedWord?.byteRange
                app.handle(key)
                // At the text's end the key does nothing: back to the start, so every step moves.
                if reader.position == before && reader.selectedWord?.byteRange == word { app.handle(.home) }
                _ = app.render(size: size)
            }
            rows.append(BenchmarkRow(measure: "reader keystroke \(name) → frame ready to write at 120×40 on the same text (median of \(samples) × \(iterations); "
                                        + "not timed: the counting of the text's words, which runs in slices between keys)",
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
