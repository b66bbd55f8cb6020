import KanjiKit
import Browser
import StrokeDrawings
import TerminalUI

// MARK: - StrokeOrderBenchmark

/// Issue 12: a frame of the stroke-order screen, and looking up one kanji's strokes, median of many samples.
///
/// The frame is what a key costs on that screen, minus ncurses: the key (Right, or Home after the last
/// stroke), the app's handling, and rendering the whole screen into a cell grid at 120×40 (the drawing about
/// 70×35 cells, the strokes still to come, the strip of frames). The lookup is what the detail does for every
/// kanji it opens: the stroke library's binary search of the index, one `pread` of the record, decoding it.
struct StrokeOrderBenchmark {
    /// The shared, read-only dataset.
    let store: KanjiStore
    /// The terminal size the frame is rendered at.
    static let size = TerminalSize(rows: 40, columns: 120)

    // MARK: Running

    /// - Returns: The frame rows (日, then 鬱 with 29 strokes for context), then the lookup rows.
    /// - Throws: `DatasetError` for unreadable data; ``BenchmarkFailure`` when a kanji is missing or `o` does
    ///   not open its stroke order.
    func run() throws -> [BenchmarkRow] {
        let frames = try ["日", "鬱"].map(frameRow(of:))
        return frames + [try lookupRow(of: "日")]
    }

    // MARK: Private

    private func frameRow(of character: String) throws -> BenchmarkRow {
        let browser = try KanjiBrowser.inMemory(store: store)
        let app = TerminalApp(browser: browser)
        guard let kanji = try store.kanji(for: character) else {
            throw BenchmarkFailure(description: "\(character) is not in the dataset")
        }
        browser.application.follow(AppLink(tab: .kanji, routes: [.kanjiDetail(kanji.character)]))
        app.handle(.character("o"))
        guard case .strokeOrder(let strokes) = browser.stack.top else {
            throw BenchmarkFailure(description: "o on \(character)'s detail opened no stroke order")
        }
        var cells = 0
        let median = IterationTimer(samples: 31, iterations: 50).medianNanoseconds {
            app.handle(strokes.strokesShown == strokes.strokeCount ? .home : .right)
            // Reading one cell keeps the optimiser from dropping a frame nobody reads (turning the grid into
            // lines of text would cost a quarter of the frame, and no frame pays it).
            cells += app.render(size: Self.size).grid[39, 119].width
        }
        return BenchmarkRow(
            measure: "stroke-order screen: a key (Right, or Home after the last stroke) → frame in the cell grid at "
                + "\(Self.size.columns)×\(Self.size.rows), \(character) (\(strokes.strokeCount) strokes; drawing, strokes "
                + "to come, strip of frames); median of 31 samples × 50",
            result: median.microsecondsText,
            target: "≤ 1 ms", isMet: cells > 0 && median <= 1_000_000)
    }

    private func lookupRow(of character: String) throws -> BenchmarkRow {
        guard let kanji = try store.kanji(for: character) else {
            throw BenchmarkFailure(description: "\(character) is not in the dataset")
        }
        let library = StrokeLibrary(besideKanjiOf: store)
        var strokes = 0
        guard case .drawing = library.lookUp(kanji) else {
            throw BenchmarkFailure(description: "\(library.path) has no drawing of \(character)")
        }
        let median = IterationTimer(samples: 31, iterations: 1_000).medianNanoseconds {
            if case .drawing(let drawing) = library.lookUp(kanji) { strokes += drawing.strokes.count }
        }
        return BenchmarkRow(
            measure: "loading one kanji's strokes (\(character)) from strokes.bin, the file's index already read "
                + "(binary search, one pread, decoding); median of 31 samples × 1,000",
            result: median.microsecondsText,
            target: "≤ 0.1 ms", isMet: strokes > 0 && median <= 100_000)
    }
}
