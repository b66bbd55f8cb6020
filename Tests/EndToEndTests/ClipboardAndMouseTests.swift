import Foundation
import Testing

/// `y` copies the kanji or word on screen to the clipboard with OSC 52 (`ESC ] 52 ; c ; <base64> BEL`), read
/// as raw bytes off a pty and through tmux's own clipboard (`set-clipboard on` makes tmux keep what the app
/// sent as a paste buffer). `m` and `--no-mouse` leave the mouse to the terminal: tmux sees mouse reporting
/// off.
@Suite struct ClipboardAndMouseTests {
    @Test func y_writes_osc_52_with_the_kanji_in_base64_to_the_terminal() throws {
        let terminal = try PseudoTerminal(KanjiTUIBinary.browserCommand, columns: 80, rows: 24,
                                          environment: PseudoTerminal.environment())
        try terminal.waitForOutput(containing: "1/10361")
        let before = terminal.output.count
        try terminal.send("y")
        // 日 is U+65E5, UTF-8 E6 97 A5, base64 "5pel".
        try terminal.waitForOutput(containing: "\u{1B}]52;c;5pel\u{07}", after: before)
        try terminal.waitForOutput(containing: "copied 日", after: before)
        try terminal.send("q")
        #expect(try terminal.waitForExit(timeout: .seconds(10)) == .exited(0), "q quits: \(terminal.tail)")
    }

    @Test func in_tmux_with_set_clipboard_on_y_fills_a_paste_buffer() async throws {
        let session = try TmuxSession(columns: 100, rows: 30)
        defer { session.close() }
        _ = try session.tmux(["set-option", "-g", "set-clipboard", "on"])
        try await session.waitFor("the all-kanji list") { $0.position == "1/10361" }
        try session.sendKeys("j", "Enter")
        try await session.waitFor("the detail of 一") { $0.breadcrumb == "Kanji › 一" }
        try session.sendKeys("y")
        try await session.waitFor("the notice") { $0.contains("copied 一") }
        #expect(try session.tmux(["show-buffer"]) == "一")
    }

    @Test func m_and_no_mouse_turn_mouse_reporting_off() async throws {
        let session = try TmuxSession(columns: 100, rows: 30)
        defer { session.close() }
        try await session.waitFor("the all-kanji list") { $0.position == "1/10361" }
        #expect(try session.paneState().mouseReporting)
        try session.sendKeys("m")
        try await session.waitFor("the notice") { $0.contains("mouse off") }
        #expect(try !session.paneState().mouseReporting)
        try session.sendKeys("m")
        try await session.waitFor("the notice") { $0.contains("mouse on") }
        #expect(try session.paneState().mouseReporting)

        let quiet = try TmuxSession(columns: 100, rows: 30, arguments: ["日", "--no-mouse"])
        defer { quiet.close() }
        try await quiet.waitFor("the detail of 日") { $0.breadcrumb == "Kanji › 日" }
        #expect(try !quiet.paneState().mouseReporting)
    }
}
