import Browser
import FSRS
import Foundation
import KanjiKit
import TerminalUI
import UserData
import UserDataStores

// MARK: - MarkWordBenchmark

/// Issue 47: `K` in the reader on a long text, the word under the cursor marked known and then unmarked, each press to
/// the frame that shows it, in-process at 120×40, with the marks in a real user database file (``DatabaseWordMarks``,
/// as `kanji-tui` opens it) that already holds 20,000 marks. Target: ≤ 1 ms on the key path; the write is in it (the
/// frame shows the word's new colour and share, and `u` needs the mark the word had).
struct MarkWordBenchmark {
    /// The text and the dataset the reader's benchmarks share.
    let bench: ReadingBench
    private let presses = 201

    func run() throws -> [BenchmarkRow] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kanji-bench-marks-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("user.sqlite").path
        let database = try UserDatabase.open(at: path)
        let filler = (0..<20_000).map { MarkedWordKey(word: "語\($0)", reading: "ご\($0)") }
        _ = try database.markWords(filler, as: .known, at: Timestamp(secondsSince1970: 1_800_000_000))
        let marks = DatabaseWordMarks(opened: Result { () throws(UserDataError) in try UserDatabase.open(at: path) })

        let (browser, app, entry) = try bench.browser(wordMarks: marks)
        let reader = try bench.open(entry, browser, app)
        while !reader.isCounted { reader.tick() }
        guard let word = reader.selectedWord else { throw BenchmarkFailure(description: "no word under the reader's cursor") }
        let clock = ContinuousClock()
        var times: [Duration] = []
        for _ in 0..<presses {
            times.append(clock.measure {
                app.handle(.character("K"))
                _ = app.render(size: bench.size)
            })
        }
        // An odd number of presses leaves the word marked: the last write reached the file.
        guard marks.mark(headword: word.headword, reading: word.reading) == .known else {
            throw BenchmarkFailure(description: "K did not mark \(word.headword) known in \(path)")
        }
        let sorted = times.sorted()
        let median = sorted[presses / 2].milliseconds
        return [BenchmarkRow(measure: "`K` in the reader on a \((Double(reader.text.byteCount) / 1_000_000).fixed(1)) MB text → the frame showing the "
                                + "word marked (or unmarked), the mark written to a user database of 20,000 marks, median of \(presses) "
                                + "(90th percentile \(sorted[presses * 9 / 10].milliseconds.fixed(2)) ms)",
                             result: "\(median.fixed(2)) ms", target: "≤ 1 ms", isMet: median <= 1)]
    }
}
