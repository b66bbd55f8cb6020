import CHeapUsage
import Coordination
import FSRS
import KanjiKit
import Browser
import TestSupport

// MARK: - RandomWalkBenchmark

/// Issue 3b: a million seeded random commands over the whole app, and how much the peak resident memory
/// grows after the first 10,000 of them. A walk that leaked a screen or coordinator per push would grow by
/// megabytes; a leak-free one only refills the allocator's free lists.
///
/// The walk runs over the real dataset with real word lookups (every detail opened scans words.edict),
/// driven by the same `RandomUser` as `Tests/BrowserTests/RandomNavigationTests.swift`.
///
/// The peak also follows the deepest stack, and a biased random walk's deepest excursion keeps growing
/// (slowly, with the logarithm of the steps): screens that are alive, not leaked. So the walk also reads
/// the heap bytes in use (not the resident set, which keeps freed pages) whenever every tab is back at its
/// root, where everything but the roots has been popped and a leak would show as growth. What it may grow by
/// there is the user data the walk makes (items kept for study, each listed by the Study tab; history entries),
/// which the row counts.
///
/// And the resident set counts the pages of words.bin read in place. Records and index blocks are copied out
/// with `pread`, so only its headers and offset tables are resident, and the walk shows that part stays put
/// (read in place, it grew by 5 MB as more of the dictionary was read): it reports the anonymous memory (the
/// program's own) and words.bin's resident pages apart. Every reading of `/proc` goes through one fixed buffer
/// (``ProcFileLines``), so measuring does not grow the heap it measures; the peak is the higher of the kernel's
/// VmHWM and VmRSS read after every step, since both come from approximate per-CPU counters.
struct RandomWalkBenchmark {
    /// The shared, read-only dataset.
    let store: KanjiStore
    /// How many commands the walk sends.
    let steps: Int
    /// The step after which memory may no longer grow: by then the walk has opened details, word lists and
    /// deep stacks, so the allocator has reached its working size.
    let warmUpSteps: Int

    // MARK: Running

    /// Walks, reading memory after ``warmUpSteps`` (where the peak is restarted) and at the end.
    /// - Returns: The memory row (with the target) and a row with the walk's time and depth.
    /// - Throws: `DatasetError` for unreadable data; ``BenchmarkFailure`` when `/proc` cannot be read or
    ///   the walk ends with more live coordinators than screens that own them.
    ///
    /// The browser and the whole walk run inside a ``LiveCoordinatorCounter``'s scope, so the leak check at the end
    /// sees every coordinator they made (counting keeps a weak reference to each, also while the walk is timed).
    func run() throws -> [BenchmarkRow] {
        let counter = LiveCoordinatorCounter()
        return try counter.counting { try walk(countedBy: counter) }
    }

    // MARK: Private

    /// The walk and its measures; see ``run()``.
    private func walk(countedBy counter: LiveCoordinatorCounter) throws -> [BenchmarkRow] {
        // The walk opens items and grades them: its history and deck, to count the entries and log lines they hold.
        let clock = WalkClock()
        let history = InMemoryLookupHistory(now: { clock.now.secondsSince1970 })
        let deck = InMemoryStudyDeck()
        let browser = try KanjiBrowser.inMemory(store: store, history: history, study: deck, now: { clock.now })
        var user = RandomUser(seed: 0x6B61_6E6A_6920_7475)
        var afterWarmUp: ResidentMemory?
        var wordsResidentAfterWarmUp: Int?
        var peakAnonymousKB = 0
        var peakSampledKB = 0
        var peakWasReset = false
        var deepest = 0
        var deepestInWarmUp = 0
        var detailsOpened = 0
        var firstAtRoot: (step: Int, heapBytes: Int)?
        var lastAtRoot: (step: Int, heapBytes: Int)?
        let timer = ContinuousClock()
        let start = timer.now
        for step in 1...steps {
            let depth = browser.stack.screens.count
            clock.tick()
            user.act(on: browser)
            if browser.stack.screens.count > depth, case .kanjiDetail = browser.stack.top { detailsOpened += 1 }
            deepest = max(deepest, browser.stack.screens.count)
            if step == warmUpSteps {
                deepestInWarmUp = deepest
                peakWasReset = ResidentMemory.resetPeak()
                afterWarmUp = ResidentMemory.now()
                wordsResidentAfterWarmUp = MappedFileResidency.residentKB(ofFileNamed: WordDictionary.fileName)
            }
            // The anonymous part has no peak of its own in /proc, and VmHWM is kept from the kernel's approximate
            // per-CPU counters: both are also read after every step (a read allocates nothing, see ProcFileLines).
            if step > warmUpSteps, let now = ResidentMemory.now() {
                peakAnonymousKB = max(peakAnonymousKB, now.anonymousKB)
                peakSampledKB = max(peakSampledKB, now.currentKB)
            }
            // mallinfo2 walks the allocator's bins: at the roots at most once per 1,000 steps.
            if step > warmUpSteps, browser.application.tabs.allSatisfy({ ($0.stack?.screens.count ?? 1) == 1 }),
               step - (lastAtRoot?.step ?? 0) >= 1_000 {
                lastAtRoot = (step, heap_bytes_in_use())
                if firstAtRoot == nil { firstAtRoot = lastAtRoot }
            }
        }
        let elapsed = start.duration(to: timer.now)
        guard let afterWarmUp, let end = ResidentMemory.now() else {
            throw BenchmarkFailure(description: "cannot read VmRSS, VmHWM, RssAnon and RssFile from /proc/self/status")
        }
        guard let wordsResidentAfterWarmUp, let wordsResidentAtEnd = MappedFileResidency.residentKB(ofFileNamed: WordDictionary.fileName) else {
            throw BenchmarkFailure(description: "cannot read /proc/self/smaps")
        }
        try expectNoLeak(in: browser, countedBy: counter)

        let peakKB = max(end.peakKB, peakSampledKB)
        let growthKB = peakKB - afterWarmUp.currentKB
        let seconds = elapsed.nanoseconds / 1e9
        var rows = [
            BenchmarkRow(
                measure: "\(steps.grouped) random navigation steps (real data and word lookups): "
                    + "peak RSS growth after step \(warmUpSteps.grouped)",
                result: "\(Self.megabytes(growthKB)) MB (RSS \(Self.megabytes(afterWarmUp.currentKB)) MB at step "
                    + "\(warmUpSteps.grouped); peak \(Self.megabytes(peakKB)) MB (VmHWM \(Self.megabytes(end.peakKB)), "
                    + "VmRSS read after every step \(Self.megabytes(peakSampledKB)))"
                    + "\(peakWasReset ? " since then" : " since start: /proc/self/clear_refs refused"); "
                    + "RSS \(Self.megabytes(end.currentKB)) MB at the end)",
                target: "< 1 MB", isMet: growthKB < 1024),
            BenchmarkRow(
                measure: "… the same walk's resident set in parts: anonymous memory (RssAnon: the program's own; "
                    + "read after every step), file-backed and the pages of \(WordDictionary.fileName) read so far (mapped read-only)",
                result: "anonymous \(Self.megabytes(afterWarmUp.anonymousKB)) MB at step \(warmUpSteps.grouped), peak "
                    + "\(Self.megabytes(peakAnonymousKB)) MB since then (+\(Self.megabytes(peakAnonymousKB - afterWarmUp.anonymousKB)) MB); "
                    + "file-backed (RssFile: the program's code, words.bin's offsets) \(Self.megabytes(afterWarmUp.fileKB)) MB at step "
                    + "\(warmUpSteps.grouped), \(Self.megabytes(end.fileKB)) MB at the end; "
                    + "\(WordDictionary.fileName) \(Self.megabytes(wordsResidentAfterWarmUp)) MB resident at step \(warmUpSteps.grouped), "
                    + "\(Self.megabytes(wordsResidentAtEnd)) MB at the end (+\(Self.megabytes(wordsResidentAtEnd - wordsResidentAfterWarmUp)) MB)",
                target: "—", isMet: nil),
            BenchmarkRow(
                measure: "… the same walk: time, details opened, deepest stack",
                result: "\(seconds.fixed(1)) s (\((seconds * 1e6 / Double(steps)).fixed(1)) µs/step), "
                    + "\(detailsOpened.grouped) details opened, \(deepest) screens deep "
                    + "(\(deepestInWarmUp) by step \(warmUpSteps.grouped))",
                target: "—", isMet: nil),
        ]
        if let firstAtRoot, let lastAtRoot, firstAtRoot.heapBytes > 0 {
            rows.append(BenchmarkRow(
                measure: "… the same walk: heap bytes in use (glibc mallinfo2) with every tab back at its root, first time "
                    + "after step \(warmUpSteps.grouped) and last time (sampled at most once per 1,000 steps)",
                result: "\(Self.megabytes(firstAtRoot.heapBytes / 1024)) MB at step \(firstAtRoot.step.grouped), "
                    + "\(Self.megabytes(lastAtRoot.heapBytes / 1024)) MB at step \(lastAtRoot.step.grouped) "
                    + "(\(lastAtRoot.heapBytes - firstAtRoot.heapBytes >= 0 ? "+" : "")"
                    + "\((lastAtRoot.heapBytes - firstAtRoot.heapBytes).grouped) bytes; user data the walk made and the app holds too: by the end it keeps "
                    + "\(deck.count().grouped) kanji and words for study, each a card of the deck and a row of the Study tab, "
                    + "and its history lists \(history.count().grouped) (cleared now and then); "
                    + "its in-memory deck also holds \(deck.log.count.grouped) review log lines, which the app writes to its database file)",
                target: "—", isMet: nil))
        }
        return rows
    }

    /// The live coordinators must be exactly the owners of the screens on every tab's stack plus the application
    /// coordinator, or the memory row would be measuring a leak the tests should have caught.
    private func expectNoLeak(in browser: KanjiBrowser, countedBy counter: LiveCoordinatorCounter) throws {
        let screens = browser.application.tabs.compactMap(\.stack).flatMap(\.screens)
        let owners = Set(screens.compactMap { $0.screen.coordinator.map(ObjectIdentifier.init) })
        guard counter.count == owners.count + 1 else {
            throw BenchmarkFailure(description: "\(counter.count) live coordinators for "
                + "\(owners.count) screen owners after the walk")
        }
    }

    /// The walk's time: one key every ``secondsPerStep`` from a fixed day, so the same seed makes the same walk
    /// (which study cards are due, and so what a review does, depends on the time; on the wall clock two runs
    /// differed by 0.5 MB) and a million steps span weeks, in which reviewed cards come due again as for a person.
    @MainActor private final class WalkClock {
        /// A person's pace at the keyboard.
        static let secondsPerStep: Int64 = 4
        /// 2026-01-01 00:00 UTC.
        private(set) var now = Timestamp(secondsSince1970: 1_767_225_600)

        func tick() {
            now = Timestamp(secondsSince1970: now.secondsSince1970 + Self.secondsPerStep)
        }
    }

    /// kB as MB with one decimal.
    private static func megabytes(_ kilobytes: Int) -> String {
        (Double(kilobytes) / 1024).fixed(1)
    }
}
