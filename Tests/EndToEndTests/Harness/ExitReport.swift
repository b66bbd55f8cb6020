/// What the pane's wrapper shell printed after the browser ended: its exit status and the terminal's modes.
///
/// The wrapper (see `TmuxSession`) runs `kanji-tui …; echo "EXIT:$?"; stty -a; echo END-STTY`, so the pane
/// outlives the app and shows how it ended: 0 for `q`, 128 + n for death by signal n, and whether the
/// terminal was restored for the next program.
struct ExitReport: CustomStringConvertible {
    static let statusPrefix = "EXIT:"
    static let endMarker = "END-STTY"

    /// The shell's `$?` for the app.
    let status: Int
    /// `stty -a` run on the pane's terminal right after the app ended.
    let modes: TerminalModes

    /// Reads the report off a screen, or nil while it is not complete yet.
    init?(_ screen: Screen) {
        guard let statusRow = screen.lines.lastIndex(where: { $0.hasPrefix(Self.statusPrefix) }),
              let endRow = screen.lines[statusRow...].firstIndex(of: Self.endMarker),
              let status = Int(screen.lines[statusRow].dropFirst(Self.statusPrefix.count)) else { return nil }
        self.status = status
        modes = TerminalModes(sttyOutput: screen.lines[(statusRow + 1)..<endRow].joined(separator: "\n"))
    }

    var description: String { "\(Self.statusPrefix)\(status)\n\(modes)" }
}
