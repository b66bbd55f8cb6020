import Browser
import FSRS
import KanjiKit
import Segmentation
import TerminalUI
import TestSupport

// MARK: - FollowBenchmark

/// Issue 50: a followed text (`read --follow`) after 10 lines and after 10,000, side by side in one run, in-process at
/// 120×40 on the complete JMdict: a line that comes → the frame showing it (the feed's lines taken, the reader's text
/// grown, the cursor on the new line, the frame drawn), and the keys `k`, `j` and `w` → their frames. Target: 10,000
/// lines cost what 10 do (ratio ≤ 1.5: O(visible)); the whole-process latency from a write to the screen is
/// tools/bench-follow.py's.
struct FollowBenchmark {
    let store: KanjiStore
    /// The data directory, where words.bin is.
    let directory: String
    private let size = TerminalSize(rows: 40, columns: 120)
    private let samples = 201

    /// Lines as a feed would hand them over, one batch per ``takeArrivals()``.
    private final class BenchFeed: TextFeed {
        var waiting: [[String]] = []
        var status: String { "following bench.txt" }
        func start(waking wake: @escaping @Sendable () -> Void) {}
        func takeArrivals() -> TextFeedArrivals {
            TextFeedArrivals(lines: waiting.isEmpty ? [] : waiting.removeFirst(), status: nil)
        }
    }

    /// The sentences the lines are made of: everyday lines, as subtitles are.
    private static let sentences = ["今日は雨が降っていますね。", "猫が窓の外を見ていた。", "明日の会議は十時から始まります。",
                                    "駅まで歩いて十分くらいです。", "この本はとても面白かった。"]

    private static func line(_ number: Int) -> String { sentences[number % sentences.count] }

    func run() throws -> [BenchmarkRow] {
        let short = try measure(after: 10)
        let long = try measure(after: 10_000)
        func row(_ what: String, _ short: Duration, _ long: Duration) -> BenchmarkRow {
            let ratio = long.milliseconds / max(short.milliseconds, 0.000_001)
            return BenchmarkRow(measure: "\(what), followed text of 10,000 lines against 10 lines, medians of \(samples) (the ratio: O(visible))",
                                result: "\(long.milliseconds.fixed(3)) ms against \(short.milliseconds.fixed(3)) ms (×\(ratio.fixed(2)))",
                                target: "ratio ≤ 1.5", isMet: ratio <= 1.5)
        }
        return [
            row("a line that comes → the frame showing it (taken from the feed, the text grown, the cursor on it)", short.arrival, long.arrival),
            row("`k`, `j`, `w` → their frames", short.keys, long.keys),
        ]
    }

    /// The medians of a line's arrival and of a key, on a reader that has followed `lines` lines.
    private func measure(after lines: Int) throws -> (arrival: Duration, keys: Duration) {
        let words = Result { () throws(DatasetError) in try WordDictionary(directory: directory) }
        let library = InMemoryReadingLibrary()
        let browser = try KanjiBrowser.inMemory(store: store, library: library, words: words, firstScreenful: 300)
        let app = TerminalApp(browser: browser)
        let entry = try library.addPasted(Self.line(0), title: "bench.txt · followed", now: Timestamp(secondsSince1970: 0))
        let feed = BenchFeed()
        browser.followedText.follow(feed, as: entry, waking: {})
        browser.application.follow(AppLink(tab: .read, routes: [.reader(entry)]))
        _ = app.render(size: size)
        guard case .reader(let reader) = browser.stack.top else {
            throw BenchmarkFailure(description: "the followed text did not open in the reader: \(browser.breadcrumb)")
        }
        for start in stride(from: 1, to: lines, by: 1_000) {
            feed.waiting.append((start..<min(lines, start + 1_000)).map(Self.line))
            _ = browser.followedText.takeArrivals()
        }
        _ = app.render(size: size)
        guard reader.text.blocks.count == lines else {
            throw BenchmarkFailure(description: "the reader holds \(reader.text.blocks.count) lines, not \(lines)")
        }
        let clock = ContinuousClock()
        var arrivals: [Duration] = []
        for number in 0..<samples {
            feed.waiting.append([Self.line(number)])
            arrivals.append(clock.measure {
                _ = browser.followedText.takeArrivals()
                _ = app.render(size: size)
            })
        }
        var keys: [Duration] = []
        for number in 0..<samples {
            let key: Key = [.character("k"), .character("j"), .character("w")][number % 3]
            keys.append(clock.measure {
                app.handle(key)
                _ = app.render(size: size)
            })
        }
        return (arrivals.sorted()[samples / 2], keys.sorted()[samples / 2])
    }
}
