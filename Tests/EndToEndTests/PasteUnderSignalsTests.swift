import Foundation
import Glibc
import Testing

/// A paste is one unit from `ESC [ 200 ~` to `ESC [ 201 ~` whatever happens meanwhile: a resize or a resume from a
/// stop while it is still arriving is handled after it, never by typing its rest as keys (a `q` in it quitting, a
/// `D y` forgetting the whole history). Bytes that are not UTF-8, however many and however slowly they come, are no
/// end of the input; a real hang-up is, and says so in its status. And quitting is bounded however much input
/// keeps coming after the quit key.
@Suite struct PasteUnderSignalsTests {
    /// Starts a paste with `first`, lets `signal` reach the app while the paste is held, then sends `rest` and the
    /// paste's end.
    private func paste(_ first: String, then signal: (PseudoTerminal) -> Void, _ rest: String, into terminal: PseudoTerminal) throws {
        try terminal.send("\u{1B}[200~" + first)
        try terminal.waitForBacklog(atMost: 0)
        try terminal.readOutput(waitingUpTo: .milliseconds(100))  // the app is holding the paste, its end not come
        signal(terminal)
        try terminal.readOutput(waitingUpTo: .milliseconds(100))  // and the signal has woken it
        try terminal.send(rest + "\u{1B}[201~")
    }

    @Test(arguments: ["resize", "SIGCONT"])
    func a_q_in_a_paste_torn_by_a_signal_quits_nothing(_ signal: String) throws {
        let terminal = try PseudoTerminal(KanjiTUIBinary.browserCommand, columns: 80, rows: 24, environment: PseudoTerminal.environment())
        try terminal.waitForOutput(containing: "1/10361")
        let before = terminal.output.count
        try paste("昨日は雨", then: { terminal in
            if signal == "resize" { terminal.resize(columns: 90, rows: 26) } else { kill(terminal.pid, SIGCONT) }
        }, "q", into: terminal)
        try terminal.waitForOutput(containing: "paste into the Read tab", after: before)
        #expect(terminal.isRunning, "the paste's q quit the browser: \(terminal.tail)")
        try terminal.send("q")
        #expect(try terminal.waitForExit(timeout: .seconds(10)) == .exited(0))
    }

    @Test func a_D_y_in_a_paste_torn_by_a_resize_forgets_no_history() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kanji-e2e-paste-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: directory) }
        let userData = directory.appendingPathComponent("user.sqlite").path
        var environment = PseudoTerminal.environment()
        environment["KANJI_TUI_USER_DATA"] = userData
        let terminal = try PseudoTerminal(KanjiTUIBinary.browserCommand, columns: 80, rows: 24, environment: environment)
        try terminal.waitForOutput(containing: "1/10361")
        var before = terminal.output.count
        try terminal.send("\r")  // 日's detail: one row of history
        try terminal.waitForOutput(containing: "sun", after: before)
        before = terminal.output.count
        try terminal.send("5")
        try terminal.waitForOutput(containing: "forget all", after: before)

        before = terminal.output.count
        try paste("今日のメモ", then: { $0.resize(columns: 100, rows: 30) }, "Dy", into: terminal)
        try terminal.waitForOutput(containing: "paste into the Read tab", after: before)
        try terminal.send("q")
        #expect(try terminal.waitForExit(timeout: .seconds(10)) == .exited(0))

        let history = try Spawn.runCapturing([KanjiTUIBinary.path, "history", "--tsv", "--user-data", userData])
        #expect(history.output.contains("kanji\t日"), "the history after the paste: \(history.output)")
    }

    @Test func bytes_that_are_not_utf8_arriving_one_by_one_end_nothing() throws {
        let terminal = try PseudoTerminal(KanjiTUIBinary.browserCommand, columns: 80, rows: 24, environment: PseudoTerminal.environment())
        try terminal.waitForOutput(containing: "1/10361")
        for _ in 0..<102 {  // é typed 102 times in a Latin-1 terminal, each its own read
            try terminal.send([0xE9])
            try terminal.waitForBacklog(atMost: 0)
        }
        try terminal.readOutput(waitingUpTo: .milliseconds(200))
        #expect(terminal.isRunning, "the browser took invalid bytes for a closed terminal: \(terminal.tail)")
        var before = terminal.output.count
        try terminal.send("2")
        try terminal.waitForOutput(containing: "Words", after: before)
        // In a search line the same byte is a replacement character, shown.
        before = terminal.output.count
        try terminal.send("/")
        try terminal.send([0xE9])
        try terminal.waitForOutput(containing: "\u{FFFD}", after: before)
        try terminal.send("\u{1B}q")
        #expect(try terminal.waitForExit(timeout: .seconds(10)) == .exited(0))
    }

    @Test func quitting_while_input_keeps_coming_ends_the_app_before_the_input_does() throws {
        // No answer to the app's question about synchronized updates: on the way out it drains its input for the
        // answer, and must stop however much else keeps arriving.
        let terminal = try PseudoTerminal(KanjiTUIBinary.browserCommand, columns: 80, rows: 24, environment: PseudoTerminal.environment())
        try terminal.waitForOutput(containing: "1/10361")
        try terminal.send([0x03])  // Ctrl-C
        let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 4096)
        var sent = 0
        while terminal.isRunning && sent < 16 << 20 {
            sent += terminal.trySend(chunk)
            try terminal.readOutput()
        }
        #expect(!terminal.isRunning, "still draining after \(sent) bytes of input")
        #expect(try terminal.waitForExit(timeout: .seconds(10)) == .exited(0))
    }
}
