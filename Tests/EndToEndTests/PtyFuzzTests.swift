import Foundation
import Testing

/// Random input, resizes, resumes and hostile pastes on a pseudo-terminal for a bounded time: the browser must not
/// crash, hang or end before it is asked to, must still quit on Ctrl-C at the end, its resident memory must stay
/// flat, and the history and the study deck must still hold what the session put there (no key outside a paste
/// takes anything away, and a paste's `D y` or `a` must never act).
///
/// Short in the suite (8 s of input); `make fuzz` runs it longer through `KANJI_TUI_FUZZ_SECONDS` or until
/// `KANJI_TUI_FUZZ_KEYS` inputs, with `KANJI_TUI_FUZZ_SEED` to replay a run. It prints keys per second and the RSS
/// figures.
@Suite struct PtyFuzzTests {
    private static let environment = ProcessInfo.processInfo.environment
    static let seconds = environment["KANJI_TUI_FUZZ_SECONDS"].flatMap(Int.init) ?? 8
    /// When set, the run goes on until this many inputs were sent, however long that takes.
    static let keysWanted = environment["KANJI_TUI_FUZZ_KEYS"].flatMap(Int.init)
    /// Kept with `study add` before the run: the deck must hold them after it.
    static let keptBeforehand = ["水", "火", "食べる"]
    static let seed = environment["KANJI_TUI_FUZZ_SEED"].flatMap(UInt64.init) ?? 13
    /// Growth of the resident set allowed after the warm-up (every screen opened once, then the first
    /// quarter of the run).
    static let allowedGrowthKilobytes = 8 * 1024
    /// Input sent ahead of the app: a little, so keys arrive while others are handled, but never a pile
    /// that would take the debug build minutes to work off.
    static let backlogBytes = 32
    /// How long the app may read none of its input before it counts as hung. A word search whose query holds a
    /// wildcard (`?` typed into a prompt, or `w`'s `*日*`) reads every key of the forms index: under 50 ms in a
    /// release build, but seconds in the suite's debug build on a machine busy with the other tests, keystroke after
    /// keystroke. A hang stays a hang at 60 s.
    static let hangTimeout: Duration = .seconds(60)
    /// Ctrl-C presses allowed at the end, one every 250 ms (a truncated escape sequence may swallow the first few,
    /// and a debug build busy with a wildcard search under load answers them seconds late): a minute.
    static let finalKeyPresses = 240
    /// Opens once every screen that loads something on first use, so that it is neither mistaken for a hang nor
    /// counted as growth: the search index (seconds in a debug build), the Radicals and History tabs, the Draw
    /// screen (`W`: Zinnia's model, 25 MB resident), the Read tab with a pasted text (MeCab's dictionary, 4 MB), the
    /// filter and a detail. A CI run whose first random `W` came after the warm-up read the model as 27 MB of growth.
    static let warmUpKeys = ["/", "a", "\u{1B}", "r", "5", "W", "\u{1B}", "6", "\u{1B}[200~日本語の文章を読みます。\u{1B}[201~",
                             "\u{1B}", "1", "f", "\u{1B}", "\r", "\u{7F}"]

    @Test func random_input_and_resizes_neither_crash_nor_hang_nor_grow_memory_nor_lose_user_data() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kanji-e2e-fuzz-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: directory) }
        let userData = directory.appendingPathComponent("user.sqlite").path
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let added = try Spawn.runCapturing(KanjiTUIBinary.command(["study", "add"] + Self.keptBeforehand + ["--user-data", userData]))
        try #require(added.termination == .exited(0), "study add: \(added.output)")
        var environment = PseudoTerminal.environment()
        environment["KANJI_TUI_USER_DATA"] = userData
        let terminal = try PseudoTerminal(KanjiTUIBinary.browserCommand, columns: 80, rows: 24, environment: environment,
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
        var pastes = 0
        var signals = 0
        var lastSample = start
        var afterWarmUp: Int?
        var highest = 0
        while Self.keysWanted.map({ keys < $0 }) ?? (ContinuousClock.now < end) {
            switch input.next() {
            case .bytes(let bytes):
                try terminal.waitForBacklog(atMost: Self.backlogBytes, timeout: Self.hangTimeout)
                try terminal.send(FuzzInput.sparingUserData(bytes))
                keys += 1
            case .resize(let columns, let rows):
                terminal.resize(columns: columns, rows: rows)
                resizes += 1
            case .resume:
                kill(terminal.pid, SIGCONT)
                signals += 1
            case .paste(let text, let interruption, let byteByByte):
                try terminal.waitForBacklog(atMost: Self.backlogBytes, timeout: Self.hangTimeout)
                try Self.paste(text, interruption: interruption, byteByByte: byteByByte, into: terminal)
                keys += 1
                pastes += 1
                if interruption != nil { signals += 1 }
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
        let warmUpEndReached = ContinuousClock.now >= warmUpEnd
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
        print("pty fuzz (seed \(Self.seed), \(elapsed)): \(keys) inputs (\(Int(perSecond)) per second, \(pastes) hostile pastes), \(resizes) resizes, "
            + "\(signals) signals (SIGCONT, or a resize or SIGCONT inside a paste); quit after \(presses) Ctrl-C; "
            + "RSS \(warmedUp) kB after the warm-up, highest \(highest) kB, \(finalResident) kB at the end")
        #expect(highest - warmedUp <= Self.allowedGrowthKilobytes,
                "RSS grew from \(warmedUp) kB to \(highest) kB after the warm-up (seed \(Self.seed))")
        _ = warmUpEndReached

        // What the session put there is still there: the warm-up opened 日 (its Enter on the list), the deck was kept.
        let history = try Spawn.runCapturing([KanjiTUIBinary.path, "history", "--tsv", "--limit", "0", "--user-data", userData])
        #expect(history.output.contains("\tkanji\t日\t"), "日 left the history (seed \(Self.seed)): \(history.output.prefix(2000))")
        let deck = try Spawn.runCapturing([KanjiTUIBinary.path, "study", "list", "--tsv", "--user-data", userData])
        for item in Self.keptBeforehand {
            #expect(deck.output.contains("\t\(item)\t"), "\(item) left the study deck (seed \(Self.seed)): \(deck.output.prefix(2000))")
        }
    }

    /// Sends a paste: its start marker, its first half, the interruption, its second half and its end marker; a
    /// byte per write (each read by the app before the next) when `byteByByte`.
    private static func paste(_ text: [UInt8], interruption: FuzzInput.Interruption?, byteByByte: Bool, into terminal: PseudoTerminal) throws {
        let half = text.count / 2
        try terminal.send(Array("\u{1B}[200~".utf8))
        try send(text[..<half], byteByByte: byteByByte, to: terminal)
        switch interruption {
        case .resize(let columns, let rows)?: terminal.resize(columns: columns, rows: rows)
        case .resume?: kill(terminal.pid, SIGCONT)
        case nil: break
        }
        try send(text[half...], byteByByte: byteByByte, to: terminal)
        try send(Array("\u{1B}[201~".utf8)[...], byteByByte: byteByByte, to: terminal)
    }

    private static func send(_ bytes: ArraySlice<UInt8>, byteByByte: Bool, to terminal: PseudoTerminal) throws {
        guard byteByByte else { return try terminal.send(Array(bytes)) }
        for byte in bytes {
            try terminal.send([byte])
            try terminal.waitForBacklog(atMost: 0, timeout: hangTimeout)
        }
    }
}
