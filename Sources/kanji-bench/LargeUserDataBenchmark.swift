import FSRS
import Foundation
import KanjiKit
import Browser
import TerminalUI
import UserData
import UserDataStores

// MARK: - LargeUserDataBenchmark

/// Issue 19's screen targets, on a user database of 100,000 history entries and 50,000 study cards
/// (``LargeUserData``) opened as `kanji-tui` opens it (`DatabaseLookupHistory`, `DatabaseStudyDeck`): the
/// browser's first frame (≤ 20 ms), each tab's first frame (≤ 10 ms), paging the History tab, and the process's
/// resident memory once every tab has been shown (≤ 40 MB). Medians of 31 fresh browsers each.
struct LargeUserDataBenchmark {
    let store: KanjiStore
    private let size = TerminalSize(rows: 40, columns: 120)
    private let samples = 31

    func run() throws -> [BenchmarkRow] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kanji-bench-large-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let large = folder.appendingPathComponent("large.sqlite").path
        let empty = folder.appendingPathComponent("empty.sqlite").path
        let clock = ContinuousClock()
        let writing = try clock.measure { try LargeUserData(store: store).write(to: large) }
        _ = try UserDatabase.open(at: empty)
        let shape = "100,000 history entries, 50,000 cards"
        var rows = [BenchmarkRow(measure: "writing the user database of \(shape) (one transaction)",
                                 result: "\((writing.nanoseconds / 1_000_000).fixed(0)) ms", target: "—", isMet: nil)]
        for (path, name) in [(empty, "an empty user database"), (large, "the user database of \(shape)")] {
            let median = try medianMilliseconds { () throws -> Double in
                let elapsed = try clock.measure { _ = try openApp(at: path).render(size: size) }
                return elapsed.nanoseconds
            }
            rows.append(BenchmarkRow(measure: "first frame on \(name): open it, build the browser, draw the kanji list at 120×40 (median of \(samples))",
                                     result: "\(median.fixed(2)) ms", target: path == large ? "≤ 20 ms" : "—",
                                     isMet: path == large ? median <= 20 : nil))
        }
        let tabs: [(number: Int, name: String)] = [
            (AppTab.history.rawValue, "History"), (AppTab.study.rawValue, "Study"),
            (AppTab.kanji.rawValue, "Kanji"), (AppTab.words.rawValue, "Words"),
            (AppTab.radicals.rawValue, "Radicals"),
        ]
        for tab in tabs {
            let median = try medianMilliseconds { () throws -> Double in
                let app = try openApp(at: large)
                _ = app.render(size: size)
                return clock.measure {
                    app.handle(.character(Character(String(tab.number))))
                    _ = app.render(size: size)
                }.nanoseconds
            }
            rows.append(BenchmarkRow(measure: "the \(tab.name) tab's first showing → its frame at 120×40, \(shape) (median of \(samples))",
                                     result: "\(median.fixed(2)) ms", target: "≤ 10 ms", isMet: median <= 10))
        }
        rows += try historyPaging(at: large)
        rows.append(try residentMemory(at: large))
        return rows
    }

    /// The browser as `kanji-tui` opens it on the file at `path`.
    private func openApp(at path: String) throws -> TerminalApp {
        let opened = Result { () throws(UserDataError) in try UserDatabase.open(at: path) }
        // The first screenful of kanji only, as kanji-tui draws its first frame (BrowseCommand); the clock at the
        // time the cards' due dates are spread around, so half of them are due and the Study header counts them.
        let now = Timestamp(secondsSince1970: LargeUserData.now)
        let browser = try KanjiBrowser.inMemory(store: store, history: DatabaseLookupHistory(opened: opened), study: DatabaseStudyDeck(opened: opened, frequencyRanks: FrequencyRanks(store: store, words: nil)),
                                       now: { now }, firstScreenful: 300)
        return TerminalApp(browser: browser)
    }

    /// PageDown (reading a new window every other page) and End (a window at offset 99,960) on the History tab.
    private func historyPaging(at path: String) throws -> [BenchmarkRow] {
        let app = try openApp(at: path)
        app.handle(.character(Character(String(AppTab.history.rawValue))))
        _ = app.render(size: size)
        let pageDown = IterationTimer(samples: samples, iterations: 20).medianNanoseconds {
            app.handle(.pageDown)
            _ = app.render(size: size)
        }
        let clock = ContinuousClock()
        let end = try medianMilliseconds { () throws -> Double in
            app.handle(.home)
            _ = app.render(size: size)
            return clock.measure {
                app.handle(.end)
                _ = app.render(size: size)
            }.nanoseconds
        }
        return [
            BenchmarkRow(measure: "History tab: PageDown → frame, 100,000 entries (median of \(samples) × 20)",
                         result: pageDown.microsecondsText, target: "≤ 10 ms", isMet: pageDown <= 10_000_000),
            BenchmarkRow(measure: "History tab: End (the last page, OFFSET 99,960) → frame (median of \(samples))",
                         result: "\(end.fixed(2)) ms", target: "≤ 10 ms", isMet: end <= 10),
        ]
    }

    /// The peak resident set after one browser has shown every tab and paged its History tab to the end.
    private func residentMemory(at path: String) throws -> BenchmarkRow {
        let app = try openApp(at: path)
        for tab in [5, 4, 1, 2, 3, 5] {
            app.handle(.character(Character(String(tab))))
            _ = app.render(size: size)
        }
        app.handle(.end)
        _ = app.render(size: size)
        guard let memory = ResidentMemory.now() else { throw BenchmarkFailure(description: "/proc/self/status cannot be read") }
        let megabytes = Double(memory.peakKB) / 1024
        return BenchmarkRow(measure: "peak resident memory (VmHWM) of this process after every tab was shown on the large database (\(String(format: "%.1f", Double(memory.currentKB) / 1024)) MB resident at the end)",
                            result: "\(megabytes.fixed(1)) MB", target: "≤ 40 MB", isMet: megabytes <= 40)
    }

    /// The median of `samples` runs of `sample` (nanoseconds), in milliseconds.
    private func medianMilliseconds(_ sample: () throws -> Double) rethrows -> Double {
        var results: [Double] = []
        for _ in 0..<samples { results.append(try sample()) }
        return results.sorted()[samples / 2] / 1_000_000
    }
}
