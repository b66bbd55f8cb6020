import Foundation
import KanjiKit
import Browser
import TerminalUI
import UserData

// MARK: - TabBenchmark

/// Issue 9's targets: a tab switch → its frame ready (≤ 1 ms median), and recording a history entry in the user
/// database (≤ 1 ms median; it is on the path of opening a screen).
struct TabBenchmark {
    let store: KanjiStore
    private let size = TerminalSize(rows: 40, columns: 120)

    func run() throws -> [BenchmarkRow] {
        [try tabSwitch(), try historyRecord()]
    }

    /// `5` then `1`, each followed by the frame the terminal would draw; the median of one switch and frame.
    private func tabSwitch() throws -> BenchmarkRow {
        let browser = try KanjiBrowser.inMemory(store: store)
        let app = TerminalApp(browser: browser)
        app.handle(.enter)
        _ = app.render(size: size)
        var next = Key.character("5")
        let median = IterationTimer(samples: 31, iterations: 50).medianNanoseconds {
            app.handle(next)
            _ = app.render(size: size)
            next = next == .character("5") ? .character("1") : .character("5")
        }
        guard browser.breadcrumb == ["History"] || browser.breadcrumb == ["Kanji", "日"] else {
            throw BenchmarkFailure(description: "the switch did not reach the tabs: \(browser.breadcrumb)")
        }
        return BenchmarkRow(measure: "tab switch → frame ready at 120×40 (median)", result: median.microsecondsText,
                            target: "≤ 1 ms", isMet: median <= 1_000_000)
    }

    /// One committed upsert of an item, into a database in a temporary folder, over a realistic spread of items.
    private func historyRecord() throws -> BenchmarkRow {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kanji-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = try UserDatabase.open(at: folder.appendingPathComponent("user.sqlite").path)
        let characters = try store.allKanji().prefix(500).map(\.character)
        var next = 0
        let median = IterationTimer(samples: 31, iterations: 20).medianNanoseconds {
            try? database.record(.kanji(characters[next % characters.count]), at: Date())
            next += 1
        }
        guard try database.history(limit: nil).count == characters.count else {
            throw BenchmarkFailure(description: "the history did not keep one row per kanji")
        }
        return BenchmarkRow(measure: "recording a history entry in the user database (median, WAL)", result: median.microsecondsText,
                            target: "≤ 1 ms", isMet: median <= 1_000_000)
    }
}
