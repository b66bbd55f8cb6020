import Coordination
import KanjiKit
import KanjiScreens

// MARK: - RandomWalkBenchmark

/// Issue 3b: a million seeded random commands over the whole app, and how much the peak resident memory
/// grows after the first 10,000 of them. A walk that leaked a screen or coordinator per push would grow by
/// megabytes; a leak-free one only refills the allocator's free lists.
///
/// The walk runs over the real dataset with real word lookups (every detail opened scans words.edict),
/// the same commands and weights as `Tests/KanjiScreensTests/RandomNavigationTests.swift`.
struct RandomWalkBenchmark {
    /// The shared, read-only dataset.
    let store: KanjiStore
    /// How many commands the walk sends.
    let steps: Int
    /// The step after which memory may no longer grow: by then the walk has opened details, word lists and
    /// deep stacks, so the allocator has reached its working size.
    let warmUpSteps: Int

    // MARK: Commands

    /// The commands and their weights. Back slightly outweighs select so the walk stays bounded (depth d has
    /// odds ~(5/6)^d) yet still goes a dozen screens deep many times.
    private static let commands: [(weight: Int, command: @Sendable (inout SplitMix64, Int) -> AppCommand)] = [
        (5, { _, _ in .screen(.select) }),
        (6, { _, _ in .back }),
        (4, { _, _ in .screen(.down) }),
        (2, { _, _ in .screen(.up) }),
        (1, { _, _ in .screen(.pageDown) }),
        (1, { _, _ in .screen(.pageUp) }),
        (1, { _, _ in .screen(.home) }),
        (1, { _, _ in .screen(.end) }),
        (1, { generator, count in .screen(.click(index: Int.random(in: 0...max(0, count), using: &generator))) }),
        (1, { generator, _ in .screen(.scroll(lines: Int.random(in: -3...3, using: &generator))) }),
    ]

    /// The sum of the weights, computed once instead of per step.
    private static let totalWeight = commands.reduce(0) { $0 + $1.weight }

    // MARK: Running

    /// Walks, reading memory after ``warmUpSteps`` (where the peak is restarted) and at the end.
    /// - Returns: The memory row (with the target) and a row with the walk's time and depth.
    /// - Throws: `DatasetError` for unreadable data; ``BenchmarkFailure`` when `/proc` cannot be read or
    ///   the walk ends with more live coordinators than screens that own them.
    func run() throws -> [BenchmarkRow] {
        let browser = try KanjiBrowser(store: store)
        var generator = SplitMix64(seed: 0x6B61_6E6A_6920_7475)
        var afterWarmUp: ResidentMemory?
        var peakWasReset = false
        var deepest = 0
        var detailsOpened = 0
        let clock = ContinuousClock()
        let start = clock.now
        for step in 1...steps {
            let depth = browser.stack.screens.count
            browser.handle(Self.randomCommand(&generator, itemCount: Self.itemCount(on: browser.stack.top)))
            if browser.stack.screens.count > depth, browser.stack.top is KanjiDetailViewModel { detailsOpened += 1 }
            deepest = max(deepest, browser.stack.screens.count)
            if step == warmUpSteps {
                peakWasReset = ResidentMemory.resetPeak()
                afterWarmUp = ResidentMemory.now()
            }
        }
        let elapsed = start.duration(to: clock.now)
        guard let afterWarmUp, let end = ResidentMemory.now() else {
            throw BenchmarkFailure(description: "cannot read VmRSS and VmHWM from /proc/self/status")
        }
        try expectNoLeak(in: browser)

        let growthKB = end.peakKB - afterWarmUp.currentKB
        let seconds = elapsed.nanoseconds / 1e9
        return [
            BenchmarkRow(
                measure: "\(steps.grouped) random navigation steps (real data and word lookups): "
                    + "peak RSS growth after step \(warmUpSteps.grouped)",
                result: "\(Self.megabytes(growthKB)) MB (RSS \(Self.megabytes(afterWarmUp.currentKB)) MB at step "
                    + "\(warmUpSteps.grouped); peak \(Self.megabytes(end.peakKB)) MB"
                    + "\(peakWasReset ? " since then" : " since start: /proc/self/clear_refs refused"); "
                    + "RSS \(Self.megabytes(end.currentKB)) MB at the end)",
                target: "< 1 MB", isMet: growthKB < 1024),
            BenchmarkRow(
                measure: "… the same walk: time, details opened, deepest stack",
                result: "\(seconds.fixed(1)) s (\((seconds * 1e6 / Double(steps)).fixed(1)) µs/step), "
                    + "\(detailsOpened.grouped) details opened, \(deepest) screens deep",
                target: "—", isMet: nil),
        ]
    }

    // MARK: Private

    /// A weighted random command; `itemCount` bounds the clicked index (one past the end is a valid miss).
    private static func randomCommand(_ generator: inout SplitMix64, itemCount: Int) -> AppCommand {
        var pick = Int.random(in: 0..<totalWeight, using: &generator)
        for entry in commands {
            if pick < entry.weight { return entry.command(&generator, itemCount) }
            pick -= entry.weight
        }
        preconditionFailure("weights exhausted")
    }

    /// How many items the screen lists (kanji or words), for clicks.
    private static func itemCount(on screen: any Screen) -> Int {
        (screen as? KanjiListViewModel)?.kanji.count ?? (screen as? KanjiDetailViewModel)?.words.count ?? 0
    }

    /// The live coordinators must be exactly the owners of the screens on the stack plus the application
    /// coordinator, or the memory row would be measuring a leak the tests should have caught.
    private func expectNoLeak(in browser: KanjiBrowser) throws {
        let owners = Set(browser.stack.screens.compactMap { $0.coordinator.map(ObjectIdentifier.init) })
        guard Coordinator.liveInstanceCount == owners.count + 1 else {
            throw BenchmarkFailure(description: "\(Coordinator.liveInstanceCount) live coordinators for "
                + "\(owners.count) screen owners after the walk")
        }
    }

    /// kB as MB with one decimal.
    private static func megabytes(_ kilobytes: Int) -> String {
        (Double(kilobytes) / 1024).fixed(1)
    }
}
