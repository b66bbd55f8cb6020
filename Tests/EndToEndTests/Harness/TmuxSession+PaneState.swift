extension TmuxSession {
    /// What tmux knows of the pane's terminal modes, as set by the program in it.
    struct PaneState: CustomStringConvertible {
        /// On the alternate screen (`smcup` without its `rmcup`).
        let alternateScreen: Bool
        /// Any mouse reporting mode on.
        let mouseReporting: Bool
        /// The cursor shown.
        let cursorVisible: Bool

        /// How a shell prompt expects to find the terminal.
        var isNormal: Bool { !alternateScreen && !mouseReporting && cursorVisible }

        var description: String {
            "alternate screen \(alternateScreen), mouse reporting \(mouseReporting), cursor visible \(cursorVisible)"
        }
    }

    func paneState() throws -> PaneState {
        let flags = try tmux(["display-message", "-p", "-t", Self.sessionName,
                              "#{alternate_on} #{mouse_any_flag} #{cursor_flag}"])
            .split(whereSeparator: \.isWhitespace).map { $0 == "1" }
        guard flags.count == 3 else { throw EndToEndFailure("tmux display-message printed \(flags.count) flags, not 3") }
        return PaneState(alternateScreen: flags[0], mouseReporting: flags[1], cursorVisible: flags[2])
    }
}
