import Foundation
import Testing

/// Random input and resizes on a pseudo-terminal for a bounded time: the browser must not crash or hang,
/// must still quit on Ctrl-C at the end, and its resident memory must stay flat.
///
/// Short in the suite (8 s of input); `make fuzz` runs it longer through `KANJI_TUI_FUZZ_SECONDS`, with
/// `KANJI_TUI_FUZZ_SEED` to replay a run. It prints keys per second and the RSS figures.
@Suite struct PtyFuzzTests {
    private static let environment = ProcessInfo.processInfo.environment
    static let seconds = environment["KANJI_TUI_FUZZ_SECONDS"].flatMap(Int.init) ?? 8
    static let seed = environment["KANJI_TUI_FUZZ_SEED"].flatMap(UInt64.init) ?? 13
    /// Growth of the resident set allowed after the warm-up (every screen opened once, then the first
    /// quarter of the run).
    static let allowedGrowthKilobytes = 8 * 1024
    /// Opens every screen once (search, the Radicals and History tabs, filter, a detail), so that what is built on
    /// first use (the search index takes seconds in a debug build) is neither mistaken for a hang nor
    /// counted as growth.
    /// Input sent ahead of the app: a little, so keys arrive while others are handled, but never a pile
    /// that would take the debug build minutes to work off.
    static let backlogBytes = 32
    /// Ctrl-C presses allowed at the end (a truncated escape sequence may swallow the first few).
    static let finalKeyPresses = 40
    static let warmUpKeys = ["/", "a", "\u{1B}", "r", "5", "1", "f", "\u{1B}", "\r", "\u{7F}"]

    @Test func random_input_and_resizes_neither_crash_nor_hang_nor_grow_memory() throws {
        let terminal = try PseudoTerminal(KanjiTUIBinary.browserCommand, columns: 80, rows: 24,
                                          environment: PseudoTerminal.environment(),
                                          answers: [("\u{1B}[c", "\u{1B}[?62;22c")])
        try terminal.waitForOutput(containing: "1/10361")
        for key in Self.warmUpKeys {
            let before = terminal.output.count
            try terminal.send(key)
            try terminal.waitForOutput(after: before, timeout: .seconds(60))
        }

        var input = FuzzInput(seed: Self.seed)
        let start = ContinuousClock.now
        let end = start + .seconds(Self.seconds)
        let warmUpEnd = start + .seconds(Self.seconds) / 4
        var keys = 0
        var resizes = 0
        var lastSample = start
        var afterWarmUp: Int?
        var highest = 0
        while ContinuousClock.now < end {
            switch input.next() {
            case .bytes(let bytes):
                try terminal.waitForBacklog(atMost: Self.backlogBytes)
                try terminal.send(bytes)
                keys += 1
            case .resize(let columns, let rows):
                terminal.resize(columns: columns, rows: rows)
                resizes += 1
            }
            try terminal.readOutput()
            terminal.discardOutput()
            try #require(terminal.isRunning, "the browser died after \(keys) keys (seed \(Self.seed)): \(terminal.tail)")
            if ContinuousClock.now - lastSample >= .milliseconds(250) {
                lastSample = ContinuousClock.now
                let resident = try terminal.residentKilobytes()
                if lastSample >= warmUpEnd {
                    afterWarmUp = afterWarmUp ?? resident
                    highest = max(highest, resident)
                }
            }
        }
        let elapsed = ContinuousClock.now - start
        let finalResident = try terminal.residentKilobytes()

        // The final key: Ctrl-C quits from any screen. A truncated sequence sent last may take a few
        // bytes as its end, and a prompt takes one to close, so it is pressed again (every 250 ms) until the
        // app quits. Once the app has given the terminal back it is quitting (closing the user database,
        // freeing its data: slow on a loaded machine), and a Ctrl-C would now be a signal: it then gets time.
        terminal.resize(columns: 80, rows: 24)
        var termination: Spawn.Termination?
        var presses = 0
        while termination == nil && presses < Self.finalKeyPresses {
            try terminal.send([0x03])
            presses += 1
            termination = try terminal.waitForExit(timeout: .milliseconds(250))
            if termination == nil && !terminal.isRaw { termination = try terminal.waitForExit(timeout: .seconds(30)) }
        }
        #expect(termination == .exited(0),
                "Ctrl-C quits after the fuzzing (seed \(Self.seed), \(terminal.processState), raw mode \(terminal.isRaw)): \(terminal.tail)")

        let warmedUp = try #require(afterWarmUp, "no memory sample after the warm-up")
        let perSecond = Double(keys) / (Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
        print("pty fuzz (seed \(Self.seed), \(elapsed)): \(keys) inputs (\(Int(perSecond)) per second) and \(resizes) resizes; quit after \(presses) Ctrl-C; "
            + "RSS \(warmedUp) kB after the warm-up, highest \(highest) kB, \(finalResident) kB at the end")
        #expect(highest - warmedUp <= Self.allowedGrowthKilobytes,
                "RSS grew from \(warmedUp) kB to \(highest) kB after the warm-up (seed \(Self.seed))")
    }
}
