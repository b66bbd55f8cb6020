import Foundation
import Testing

/// Issue 50, as a tmux user sets it up from the README: a copy-mode selection looked up in a real `display-popup`
/// (copy-pipe into `kanji-tui popup --tmux`), and the paste buffer looked up from a prefix key. The tmux being used
/// has a client attached — another tmux's pane — since a popup is drawn on a client; the screens are that pane's.
@Suite struct PopupEndToEndTests {
    /// The two bindings the README gives, with the checkout's data and a user database of the test's own.
    private static func bindings(userData: String) -> (selection: String, buffer: String) {
        let program = "\(KanjiTUIBinary.path.shellQuoted) popup --data \(KanjiTUIBinary.resources.shellQuoted) --user-data \(userData.shellQuoted)"
        return (program + " --tmux", program + " --tmux-buffer")
    }

    /// A tmux whose pane shows `text`, with a client attached in another tmux's pane (what the test looks at).
    private func attached(showing text: String, in directory: URL) throws -> (inner: TmuxSession, client: TmuxSession) {
        let file = directory.appendingPathComponent("chat.txt").path
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        let inner = try TmuxSession(columns: 100, rows: 30, command: ["sh", "-c", "cat \"$0\"; exec sleep 600", file])
        let client = try TmuxSession(columns: 100, rows: 30, command: inner.attachCommand)
        return (inner, client)
    }

    @Test func a_copy_mode_selection_is_looked_up_in_a_popup_kept_and_closed_with_escape() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kanji-e2e-popup-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let userData = directory.appendingPathComponent("user.sqlite").path
        let (inner, client) = try attached(showing: "友達とチャットしている。\n猫が好きです。\n", in: directory)
        defer { client.close(); inner.close() }
        try inner.tmux(["set-option", "-g", "mode-keys", "vi"])
        try inner.tmux(["bind-key", "-T", "copy-mode-vi", "K", "send-keys", "-X", "copy-pipe-and-cancel", Self.bindings(userData: userData).selection])
        try await client.waitFor("the chat in the attached client") { $0.contains("猫が好きです。") }

        // Copy mode, the second line selected as a person would with vi keys: k to it, 0, v, $; then K.
        try inner.tmux(["copy-mode", "-t", TmuxSession.sessionName])
        try inner.tmux(["send-keys", "-t", TmuxSession.sessionName, "-X", "history-top"])
        try inner.tmux(["send-keys", "-t", TmuxSession.sessionName, "-X", "cursor-down"])
        try inner.tmux(["send-keys", "-t", TmuxSession.sessionName, "-X", "begin-selection"])
        try inner.tmux(["send-keys", "-t", TmuxSession.sessionName, "-X", "end-of-line"])
        try inner.tmux(["send-keys", "-t", TmuxSession.sessionName, "K"])
        try await client.waitFor("the popup on the selection's first word") {
            $0.contains(" kanji-tui ") && $0.contains("猫  ねこ") && $0.contains("Esc close")
        }
        try client.type("w")
        try await client.waitFor("the next word in the popup") { $0.contains("好き  すき") }
        try client.type("a")
        try await client.waitFor("the keep's confirmation") { $0.contains("added to study") }
        try client.sendKeys("Escape")
        try await client.waitFor("the popup closed at once, the chat under it") { !$0.contains(" kanji-tui ") && $0.contains("猫が好きです。") }

        let kept = try Spawn.run(KanjiTUIBinary.command(["study", "list"]) + ["--user-data", userData],
                                 outputFile: directory.appendingPathComponent("study.out").path)
        #expect(kept.output.contains("好き"), "\(kept.output)")
    }

    @Test func the_paste_buffer_is_looked_up_from_a_prefix_key_and_enter_opens_the_word_page() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kanji-e2e-popup-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let userData = directory.appendingPathComponent("user.sqlite").path
        let (inner, client) = try attached(showing: "ペットの話。\n", in: directory)
        defer { client.close(); inner.close() }
        try inner.tmux(["bind-key", "K", "display-popup", "-E", "-w", "80%", "-h", "50%", Self.bindings(userData: userData).buffer])
        try inner.tmux(["set-buffer", "犬を飼っている。"])
        try await client.waitFor("the attached client") { $0.contains("ペットの話。") }
        try client.sendKeys("C-b", "K")
        try await client.waitFor("the popup on the buffer's first word") { $0.contains("犬  いぬ") && $0.contains("tmux buffer") }
        try client.type("w")
        try await client.waitFor("飼っている, read as 飼う") { $0.contains("飼う ← 飼っている") }
        try client.sendKeys("Enter")
        try await client.waitFor("the word's page in the popup") { $0.contains("飼う (word)") }
        try client.sendKeys("Escape")
        try await client.waitFor("back on the text") { $0.contains("飼う ← 飼っている") }
        try client.type("q")
        try await client.waitFor("the popup closed") { !$0.contains("飼う ← 飼っている") && $0.contains("ペットの話。") }
    }
}
