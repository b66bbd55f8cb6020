import Foundation
import Glibc
import Testing

/// Bracketed paste (xterm mode 2004) with a real terminal: tmux's `paste-buffer -p` brackets a paste only when the
/// app asked for the mode, so a paste into the Read tab opening the reader proves both the asking and the decoding;
/// the list shows the new text after Back; a paste elsewhere is text, never keys (its `6` and `q` switch and quit
/// nothing); and the mode is off again however the app ends.
@Suite struct BracketedPasteTests {
    static let text = "吾輩は猫である。名前はまだ無い。\nどこで生れたかとんと見当がつかぬ。\n"

    /// Loads `text` into a tmux buffer and pastes it into the pane, bracketed (`-p`) as a terminal pastes.
    private func paste(_ text: String, into session: TmuxSession) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("kanji-paste-\(UUID().uuidString.prefix(8)).txt")
        try text.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        try session.tmux(["load-buffer", "-b", "kanji", file.path])
        try session.tmux(["paste-buffer", "-p", "-b", "kanji", "-t", TmuxSession.sessionName])
    }

    @Test func a_paste_into_the_read_tab_opens_the_reader_on_it_and_the_list_shows_it_after_back() async throws {
        let session = try TmuxSession(columns: 100, rows: 30)
        defer { session.close() }
        try await session.waitFor("the all-kanji list") { $0.position == "1/10361" }
        try session.type("6")
        try await session.waitFor("the Read tab's list") { $0.breadcrumb == "Read" }
        try paste(Self.text, into: session)
        try await session.waitFor("the reader on the pasted text") {
            $0.breadcrumb == "Read › 吾輩は猫である。名前はまだ無い。" && $0.contains("どこで生れたかとんと見当がつかぬ。") && $0.contains("吾輩  わがはい")
        }
        try session.sendKeys("BSpace")
        try await session.waitFor("the list with the pasted text") { $0.breadcrumb == "Read" && $0.contains("吾輩は猫である。名前はまだ無い。") && $0.contains("pasted") }
        try session.sendKeys("q")
        #expect(try await session.waitForExit().status == 0)
    }

    @Test func a_paste_elsewhere_is_no_keys_and_says_where_pastes_go() async throws {
        let session = try TmuxSession(columns: 100, rows: 30)
        defer { session.close() }
        try await session.waitFor("the all-kanji list") { $0.position == "1/10361" }
        try paste("6q2", into: session)
        try await session.waitFor("the notice, still on the Kanji tab") {
            $0.contains("paste into the Read tab (6) to read a text") && $0.breadcrumb == "Kanji"
        }
        try session.sendKeys("q")
        #expect(try await session.waitForExit().status == 0)
    }

    @Test func the_app_asks_for_bracketed_paste_and_turns_it_off_on_quit_and_around_a_suspend() throws {
        let terminal = try PseudoTerminal(KanjiTUIBinary.browserCommand, columns: 80, rows: 24, environment: PseudoTerminal.environment())
        try terminal.waitForOutput(containing: "1/10361")
        #expect(String(decoding: terminal.output, as: UTF8.self).contains("\u{1B}[?2004h"), "\(terminal.tail)")

        // Ctrl-Z: off while stopped (the shell would get pastes wrapped), on again after SIGCONT. (Where the process
        // group is orphaned, as here, Linux drops the stop: the app goes on at once, so the order is what is checked.)
        var before = terminal.output.count
        try terminal.send([0x1A])
        let off = Array("\u{1B}[?2004l".utf8)
        try terminal.waitForOutput(containing: "\u{1B}[?2004l", after: before)
        let offAt = try #require((before...(terminal.output.count - off.count)).first { Array(terminal.output[$0..<$0 + off.count]) == off })
        kill(terminal.pid, SIGCONT)
        try terminal.waitForOutput(containing: "\u{1B}[?2004h", after: offAt)

        before = terminal.output.count
        try terminal.send("q")
        #expect(try terminal.waitForExit(timeout: .seconds(10)) == .exited(0))
        #expect(String(decoding: terminal.output[before...], as: UTF8.self).contains("\u{1B}[?2004l"), "quitting turns it off: \(terminal.tail)")
    }

    @Test func a_signal_that_ends_the_app_turns_bracketed_paste_off() throws {
        let terminal = try PseudoTerminal(KanjiTUIBinary.browserCommand, columns: 80, rows: 24, environment: PseudoTerminal.environment())
        try terminal.waitForOutput(containing: "1/10361")
        let before = terminal.output.count
        kill(terminal.pid, SIGUSR1)
        _ = try terminal.waitForExit(timeout: .seconds(10))
        #expect(String(decoding: terminal.output[before...], as: UTF8.self).contains("\u{1B}[?2004l"), "the guard's restore sequence: \(terminal.tail)")
    }
}
