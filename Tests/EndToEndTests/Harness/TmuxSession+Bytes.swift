extension TmuxSession {
    /// Writes `bytes` to the pane's input exactly as given (`send-keys -H`), as a terminal would: for reports
    /// a test plays itself, such as an SGR mouse press whose release never comes, which tmux's own mouse
    /// handling would not produce on demand.
    func sendBytes(_ bytes: [UInt8]) throws {
        try tmux(["send-keys", "-t", Self.sessionName, "-H"] + bytes.map { String($0, radix: 16) })
    }

    func sendBytes(_ text: String) throws {
        try sendBytes(Array(text.utf8))
    }

    /// Sends `first`, then `second` `gap` later, as one tmux command — `send-keys`, `run-shell sleep`, `send-keys` on the
    /// server's queue — so the gap between them is the server's own: two commands from the test would each start a
    /// tmux client, and on a loaded machine starting one can take longer than the app waits for the rest of a report.
    func sendBytes(_ first: String, thenAfter gap: Duration, _ second: String) throws {
        let keys = { (text: String) in ["send-keys", "-t", Self.sessionName, "-H"] + text.utf8.map { String($0, radix: 16) } }
        let seconds = Double(gap.components.seconds) + Double(gap.components.attoseconds) / 1e18
        try tmux(keys(first) + [";", "run-shell", "sleep \(seconds)", ";"] + keys(second))
    }
}
