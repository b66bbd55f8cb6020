import CNcursesw

extension TerminalSession {
    /// Starts colours and defines one pair per `ColorRole`, over the terminal's own background.
    ///
    /// - Returns: whether the terminal has colours.
    static func startColors() -> Bool {
        guard has_colors(), start_color() == OK else { return false }
        // -1 is the terminal's own colour; without that extension, white on black stands in.
        let hasDefaultColors = use_default_colors() == OK
        let background: Int16 = hasDefaultColors ? -1 : Int16(COLOR_BLACK)
        let plain: Int16 = hasDefaultColors ? -1 : Int16(COLOR_WHITE)
        for role in ColorRole.allCases {
            init_pair(pair(of: role), foreground(of: role, plain: plain), background)
        }
        return true
    }

    /// The colour pair number of a role (pair 0 is the terminal's default).
    static func pair(of role: ColorRole) -> Int16 {
        switch role {
        case .accent: 1
        case .muted: 2
        case .header: 3
        case .selection: 4
        case .learningWord: 5
        }
    }

    /// The ncurses attributes for a style's attributes.
    static func attributes(of style: Style) -> attr_t {
        let table: [(TextAttributes, attr_t)] = [
            (.bold, shim_a_bold()), (.reverse, shim_a_reverse()), (.dim, shim_a_dim()), (.underline, shim_a_underline()),
        ]
        return table.reduce(shim_a_normal()) { style.attributes.contains($1.0) ? $0 | $1.1 : $0 }
    }

    /// The basic eight colours, which every colour terminal has. `selection` is drawn in reverse
    /// video, so its foreground becomes the bar's colour; `muted` is bright black (grey) where the
    /// terminal has 16 colours, and otherwise the plain colour, dimmed by its style.
    private static func foreground(of role: ColorRole, plain: Int16) -> Int16 {
        switch role {
        case .accent: Int16(COLOR_YELLOW)
        case .muted: shim_colors() >= 16 ? 8 : plain
        case .header: Int16(COLOR_CYAN)
        case .selection: Int16(COLOR_CYAN)
        case .learningWord: Int16(COLOR_GREEN)
        }
    }
}
