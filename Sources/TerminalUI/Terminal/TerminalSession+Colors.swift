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

    /// The ncurses attributes for a style's attributes: once per cell written, so without a table or a closure.
    static func attributes(of style: Style) -> attr_t {
        var attributes = shim_a_normal()
        if style.attributes.contains(.bold) { attributes |= shim_a_bold() }
        if style.attributes.contains(.reverse) { attributes |= shim_a_reverse() }
        if style.attributes.contains(.dim) { attributes |= shim_a_dim() }
        if style.attributes.contains(.underline) { attributes |= shim_a_underline() }
        return attributes
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
