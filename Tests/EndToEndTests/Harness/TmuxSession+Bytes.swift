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
}
