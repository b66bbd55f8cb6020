import Foundation
import Testing
import TestResources

/// Random input, resizes, resumes and hostile pastes on a pseudo-terminal for a bounded time: the browser must not
/// crash, hang or end before it is asked to, must still quit on Ctrl-C at the end, its resident memory must stay
/// flat, and the history and the study deck must still hold what the session put there (no key outside a paste
/// takes anything away, and a paste's `D y` or `a` must never act).
///
/// The scenarios of issue 44's stalls are all open while it runs: the browser starts on an HTML page in the Read
/// tab, whose list holds an EPUB too; the Draw screen and a review in progress are opened in the warm-up; resizes
/// reach 1×1, 2×3, 1×200 and 500×1000, and mouse reports carry positions of 0, 65535, 2³², 10²⁰ and −1.
///
/// Short in the suite (8 s of input); `make fuzz` runs it longer through `KANJI_TUI_FUZZ_SECONDS` or until
/// `KANJI_TUI_FUZZ_KEYS` inputs, with `KANJI_TUI_FUZZ_SEED` to replay a run. It prints keys per second, the RSS
/// figures and the slowest key (the longest the app read none of its input) with the inputs before it; with
/// `KANJI_TUI_FUZZ_SLOW_KEY_SECONDS` (`make fuzz` sets 2, for the release binary) a key slower than that fails
/// the run. The suite's debug build on a machine busy with other tests only reports it.
@Suite struct PtyFuzzTests {
    private static let environment = ProcessInfo.processInfo.environment
    static let seconds = environment["KANJI_TUI_FUZZ_SECONDS"].flatMap(Int.init) ?? 8
    /// When set, the run goes on until this many inputs were sent, however long that takes.
    static let keysWanted = environment["KANJI_TUI_FUZZ_KEYS"].flatMap(Int.init)
    /// Kept with `study add` before the run: the deck must hold them after it.
    static let keptBeforehand = ["水", "火", "食べる"]
    static let seed = environment["KANJI_TUI_FUZZ_SEED"].flatMap(UInt64.init) ?? 13
    /// Whether the run's resizes reach 500×1000 (`make fuzz` sets `KANJI_TUI_FUZZ_LARGE_SCREENS=1`); the warm-up
    /// reads both texts at that size either way.
    static let reachesLargeScreens = environment["KANJI_TUI_FUZZ_LARGE_SCREENS"] == "1"
    /// The longest one key may take, when set.
    static let slowKeyLimit = environment["KANJI_TUI_FUZZ_SLOW_KEY_SECONDS"].flatMap(Double.init).map { Duration.milliseconds(Int($0 * 1000)) }
    /// The most cells an ordinary resize gives (220×70); the 500×1000 ones are the extreme sizes.
    static let largestOrdinaryScreen = 220 * 70
    /// How many of the inputs before the slowest key are printed with it.
    static let inputsKeptForTheSlowestKey = 12
    /// Growth of the resident set allowed after the warm-up (every screen opened once, both texts read at 500×1000,
    /// then the first quarter of the run), measured back at 80×24 once the app has caught up. 8 MB before the
    /// extreme sizes; a run now opens readers on the texts it pastes, each keeping the lines near a screen up to
    /// 1,000 rows high laid out (a bounded cache: 16 MB more in a 150,000-input run, seed 7, BENCHMARKS.md).
    static let allowedGrowthKilobytes = 24 * 1024
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
    /// At 500×1000, on the HTML page the browser opens on: its end, back to the Read list, the EPUB below it, its end.
    static let largeScreenWarmUpKeys = ["G", "\u{1B}", "j", "\r", "G", "g"]
    /// It starts on the Kanji tab (the browser opened on the HTML page's Read tab), and ends with a review of the
    /// kept cards in progress on the Study tab (`4`, `R`).
    static let warmUpKeys = ["1", "/", "a", "\u{1B}", "r", "5", "W", "\u{1B}", "6", "\u{1B}[200~日本語の文章を読みます。\u{1B}[201~",
                             "\u{1B}", "1", "f", "\u{1B}", "\r", "\u{7F}", "4", "R"]

    /// An HTML page and an EPUB (tools/make-epub.py's novel) in `directory`; the EPUB is put in the Read tab's list
    /// by reading it once, and the page's path is returned, to start the browser on.
    private static func readingMatter(in directory: URL, environment: [String: String]) throws -> String {
        let book = directory.appendingPathComponent("novel.epub").path
        let made = try Spawn.run(["python3", Checkout.path("tools/make-epub.py"), "250000", book],
                                 outputFile: directory.appendingPathComponent("make-epub.out").path)
        try #require(made.termination == .exited(0), "make-epub.py: \(made.output)")
        let opened = try PseudoTerminal(KanjiTUIBinary.command(["read", book, "--exit-after-first-frame"]), columns: 80, rows: 24,
                                        environment: environment, answers: [("\u{1B}[c", "\u{1B}[?62;22c")])
        try #require(try opened.waitForExit(timeout: .seconds(60)) == .exited(0), "read novel.epub: \(opened.tail)")
        let page = directory.appendingPathComponent("page.html")
        let paragraphs = (1...200).map { "<p>第\($0)段落。<ruby>漢字<rt>かんじ</rt></ruby>を読んで、日本語の文章を<b>楽しみます</b>。</p>" }
        try ("<!DOCTYPE html><html><head><title>頁</title><style>p{}</style></head><body><h1>読み物</h1>"
            + paragraphs.joined(separator: "\n") + "</body></html>").write(to: page, atomically: true, encoding: .utf8)
        return page.path
    }

    @Test func random_input_and_resizes_neither_crash_nor_hang_nor_grow_memory_nor_lose_user_data() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kanji-e2e-fuzz-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: directory) }
        let userData = directory.appendingPathComponent("user.sqlite").path
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let added = try Spawn.runCapturing(KanjiTUIBinary.command(["study", "add"] + Self.keptBeforehand + ["--kanji", "--user-data", userData]))
        try #require(added.termination == .exited(0), "study add: \(added.output)")
        var environment = PseudoTerminal.environment()
        environment["KANJI_TUI_USER_DATA"] = userData
        let page = try Self.readingMatter(in: directory, environment: environment)
        let terminal = try PseudoTerminal(KanjiTUIBinary.command(["read", page]), columns: 80, rows: 24, environment: environment,
                                          answers: [("\u{1B}[c", "\u{1B}[?62;22c")])
        try terminal.waitForOutput(containing: "page.html")
        // Both texts read to their ends at 500×1000 first: a reader keeps the lines near its screen laid out (up to
        // 2,000, and a 1,000-row screen's worth around it), tens of megabytes at that height, a bound and no leak.
        terminal.resize(columns: 500, rows: 1000)
        for key in Self.largeScreenWarmUpKeys {
            let before = terminal.output.count
            try terminal.send(key)
            try terminal.waitForOutput(after: before, timeout: .seconds(60))
        }
        terminal.resize(columns: 80, rows: 24)
        for key in Self.warmUpKeys {
            let before = terminal.output.count
            try terminal.send(key)
            try terminal.waitForOutput(after: before, timeout: .seconds(60))
        }

        var input = FuzzInput(seed: Self.seed, reachesLargeScreens: Self.reachesLargeScreens)
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
        /// Since when the screen has been no larger than an ordinary one: memory is sampled for growth only then (and
        /// a quarter of a second after, so the large frame's cells are freed: 83 MB of them at 500×1000, given back
        /// at the next frame), as a large screen's cells are not a leak.
        var ordinarySizeSince: ContinuousClock.Instant? = start
        func noteSize(columns: Int, rows: Int) {
            if columns * rows > Self.largestOrdinaryScreen { ordinarySizeSince = nil } else if ordinarySizeSince == nil { ordinarySizeSince = .now }
        }
        var recentInputs: [String] = []
        var slowest: (duration: Duration, before: [String]) = (.zero, [])
        /// Waits for the app to catch up before the next input, keeping the slowest wait and what came before it.
        func catchUp() throws {
            let stall = try terminal.waitForBacklog(atMost: Self.backlogBytes, timeout: Self.hangTimeout)
            if stall > slowest.duration { slowest = (stall, recentInputs) }
        }
        while Self.keysWanted.map({ keys < $0 }) ?? (ContinuousClock.now < end) {
            let action = input.next()
            recentInputs = Array((recentInputs + [Self.describe(action)]).suffix(Self.inputsKeptForTheSlowestKey))
            switch action {
            case .bytes(let bytes):
                try catchUp()
                try terminal.send(FuzzInput.sparingUserData(bytes))
                keys += 1
            case .resize(let columns, let rows):
                terminal.resize(columns: columns, rows: rows)
                noteSize(columns: columns, rows: rows)
                resizes += 1
            case .resume:
                kill(terminal.pid, SIGCONT)
                signals += 1
            case .paste(let text, let interruption, let byteByByte):
                try catchUp()
                if case .resize(let columns, let rows)? = interruption { noteSize(columns: columns, rows: rows) }
                try Self.paste(text, interruption: interruption, byteByByte: byteByByte, into: terminal)
                keys += 1
                pastes += 1
                if interruption != nil { signals += 1 }
            }
            try terminal.readOutput()
            terminal.discardOutput()
            try #require(terminal.isRunning, "the browser died after \(keys) keys (seed \(Self.seed)): \(terminal.tail)")
            if ContinuousClock.now - lastSample >= .milliseconds(250), let since = ordinarySizeSince, ContinuousClock.now - since >= .milliseconds(250) {
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
        // Back at 80×24 and caught up, a frame drawn at that size: what the app holds then is what it kept, whatever
        // size the run ended at (a 500×1000 screen's cells are given back once it shrinks).
        terminal.resize(columns: 80, rows: 24)
        try terminal.waitForBacklog(atMost: 0, timeout: Self.hangTimeout)
        var outputSeen: Int
        repeat {
            outputSeen = terminal.output.count
            try terminal.readOutput(waitingUpTo: .milliseconds(300))
        } while terminal.output.count != outputSeen
        let settledResident = try terminal.residentKilobytes()

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
            + "RSS \(warmedUp) kB after the warm-up, highest \(highest) kB at an ordinary size, \(finalResident) kB at the end, "
            + "\(settledResident) kB back at 80×24")
        print("pty fuzz: slowest key \(slowest.duration) (seed \(Self.seed)), after: \(slowest.before.joined(separator: " · "))")
        if let limit = Self.slowKeyLimit {
            #expect(slowest.duration <= limit, "a key took \(slowest.duration), over \(limit) (seed \(Self.seed)), after: \(slowest.before)")
        }
        #expect(settledResident - warmedUp <= Self.allowedGrowthKilobytes,
                "RSS grew from \(warmedUp) kB after the warm-up to \(settledResident) kB back at 80×24 (seed \(Self.seed))")
        _ = warmUpEndReached

        // What the session put there is still there: the warm-up opened 日 (its Enter on the list), the deck was kept.
        let history = try Spawn.runCapturing([KanjiTUIBinary.path, "history", "--tsv", "--limit", "0", "--user-data", userData])
        #expect(history.output.contains("\tkanji\t日\t"), "日 left the history (seed \(Self.seed)): \(history.output.prefix(2000))")
        let deck = try Spawn.runCapturing([KanjiTUIBinary.path, "study", "list", "--tsv", "--user-data", userData])
        for item in Self.keptBeforehand {
            #expect(deck.output.contains("\t\(item)\t"), "\(item) left the study deck (seed \(Self.seed)): \(deck.output.prefix(2000))")
        }
    }

    /// An input as the slowest key's report shows it: bytes escaped, a resize as its size.
    private static func describe(_ action: FuzzInput.Action) -> String {
        func escaped(_ bytes: [UInt8]) -> String {
            String(decoding: bytes, as: UTF8.self).unicodeScalars.map { $0.isASCII && $0.value >= 0x20 && $0.value < 0x7F ? String($0) : $0.escaped(asASCII: true) }.joined()
        }
        switch action {
        case .bytes(let bytes): return escaped(Array(bytes.prefix(40)))
        case .resize(let columns, let rows): return "resize \(columns)×\(rows)"
        case .resume: return "SIGCONT"
        case .paste(let text, let interruption, let byteByByte):
            return "paste \(text.count) bytes" + (byteByByte ? " byte by byte" : "") + (interruption.map { " torn by \($0)" } ?? "")
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
