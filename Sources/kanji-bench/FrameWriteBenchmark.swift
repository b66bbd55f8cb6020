import Glibc
import KanjiKit
import Browser
import TerminalUI

// MARK: - FrameWriteBenchmark

/// Issue 46, one diff: a key → its frame written through ncurses: our diff (`GridDiff`), then only the changed cells
/// copied into ncurses, which compares just those with its copy of the screen and sends the terminal what differs.
///
/// The session draws into `/dev/null` as an xterm-256color of the size would be drawn (`TerminalSession(offscreen:)`):
/// everything ncurses does with a frame is timed, only the terminal's own drawing is not. Two kinds of key: ↓ and ↑
/// turning at the list's ends, which scrolls the window and rewrites every list row (the most one line's step costs),
/// and ↓ ↑ inside a still window (two rows change: the common key). Copying every cell and leaving the diff to
/// ncurses was measured beside it in one run (commit 243de78) and took 1.5 to 3.7 times as long; BENCHMARKS.md has
/// the figures.
struct FrameWriteBenchmark {
    /// The shared, read-only dataset.
    let store: KanjiStore
    /// The terminal size drawn at.
    let size: TerminalSize

    /// The keys a run presses.
    enum Keys: CaseIterable {
        /// ↓ to the end of the list and ↑ back: every step scrolls.
        case scrolling
        /// ↓ then ↑ in the middle of the window: two rows change.
        case moving

        var description: String {
            switch self {
            case .scrolling: "scrolling the all-kanji list (every list row changes)"
            case .moving: "moving the cursor inside the window (two rows change)"
            }
        }
    }

    /// Samples; odd, so the median is one of them.
    private static let samples = 31
    /// Keys per sample.
    private static let iterations = 50

    /// Measures `keys`.
    /// - Returns: the row: median wall time and thread CPU time per key, cells copied into ncurses per frame.
    /// - Throws: `DatasetError` for unreadable data; `TerminalSessionError` when terminfo has no xterm-256color.
    func run(_ keys: Keys) throws -> BenchmarkRow {
        let browser = try KanjiBrowser.inMemory(store: store)
        let app = TerminalApp(browser: browser)
        let list = browser.application.rootList
        let session = try TerminalSession(offscreen: size)
        defer { session.end() }
        session.draw(app.render(size: size).grid)
        // Scrolling starts on the window's last row, so the first key already scrolls; moving in its middle.
        for _ in 0..<(keys == .scrolling ? list.cursor.visibleRows - 1 : list.cursor.visibleRows / 2) { app.handle(.down) }
        var key = Key.down
        var copied = 0
        var shown = app.render(size: size).grid
        /// One key and its frame; `counting` (untimed: it diffs once more) adds the cells copied to `copied`.
        func step(counting: Bool) {
            switch keys {
            case .scrolling:
                if list.cursor.index == list.kanji.count - 1 { key = .up } else if list.cursor.index == 0 { key = .down }
            case .moving:
                key = key == .down ? .up : .down
            }
            app.handle(key)
            let next = app.render(size: size).grid
            if counting { copied += GridDiff.runs(from: shown, to: next).reduce(0) { $0 + $1.cells.count } }
            session.draw(next)
            shown = next
        }
        for _ in 0..<Self.iterations { step(counting: true) }  // untimed, to warm caches and count the cells copied
        var wall: [Double] = []
        var cpu: [Double] = []
        for _ in 0..<Self.samples {
            let startCPU = Self.threadCPUNanoseconds()
            let elapsed = ContinuousClock().measure {
                for _ in 0..<Self.iterations { step(counting: false) }
            }
            cpu.append((Self.threadCPUNanoseconds() - startCPU) / Double(Self.iterations))
            wall.append(elapsed.nanoseconds / Double(Self.iterations))
        }
        let wallMedian = Self.median(wall)
        return BenchmarkRow(
            measure: "keystroke → frame written through ncurses (into /dev/null as xterm-256color), \(keys.description) at "
                + "\(size.columns)×\(size.rows): our diff, only changed cells copied into ncurses; median of \(Self.samples) samples × \(Self.iterations)",
            result: "\(wallMedian.microsecondsText) (CPU \(Self.median(cpu).microsecondsText); "
                + "\((copied / Self.iterations).grouped) of \((size.columns * size.rows).grouped) cells copied per frame)",
            target: "≤ 1 ms", isMet: wallMedian <= 1_000_000)
    }

    private static func median(_ values: [Double]) -> Double {
        values.sorted()[values.count / 2]
    }

    /// The CPU time this thread has used: unlike the wall clock, not lengthened by the other processes of a busy machine.
    private static func threadCPUNanoseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
    }
}
