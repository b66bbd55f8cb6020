/// One mouse report in the SGR encoding (mode 1006), `ESC [ < button ; column ; row M` for a press and the same
/// ending in `m` for a release, decoded here rather than by ncurses.
///
/// SGR writes the position in decimal digits, so every column of a wide terminal arrives; the old X10 encoding
/// (`ESC [ M` and three bytes) that ncurses decodes for terminals whose terminfo says `kmous=\E[M` stops at
/// column 223. And ncurses, given a press, reads on for its release with a blocking `read`, so a press whose
/// release never came held back everything else (a resize's repaint among it) until the next key.
struct SGRMouseReport: Equatable {
    /// The button number with its flags: 0–2 left, middle, right; +4 Shift, +8 Meta, +16 Ctrl; +32 motion;
    /// +64 the wheel (64 up, 65 down, 66 and 67 sideways).
    let button: Int
    /// 0-based, as the screens count (the report counts from 1).
    let row: Int
    let column: Int
    /// `m`: a button was let go.
    let isRelease: Bool

    private static let modifierBits = 4 | 8 | 16
    private static let motionBit = 32
    private static let wheelBit = 64

    /// - Parameters:
    ///   - parameters: the three numbers between `ESC [ <` and the final character.
    ///   - final: `M` (press) or `m` (release).
    /// - Returns: `nil` unless it is a report: three numbers, a position from 1 up, and `M` or `m`.
    init?(parameters: [Int?], final: String) {
        guard final == "M" || final == "m", parameters.count == 3,
              let button = parameters[0], let column = parameters[1], let row = parameters[2],
              button >= 0, column >= 1, row >= 1 else { return nil }
        self.button = button
        self.column = column - 1
        self.row = row - 1
        isRelease = final == "m"
    }

    /// What the screens use: a left press is a click (on the press, so a release lost on the way loses
    /// nothing), a wheel step scrolls. Releases, motion and the other buttons are `nil`. Modifier keys held
    /// with a click do not change it.
    var event: MouseEvent? {
        guard !isRelease, button & Self.motionBit == 0 else { return nil }
        switch button & ~Self.modifierBits {
        case 0: return MouseEvent(.click, row: row, column: column)
        case Self.wheelBit: return MouseEvent(.wheelUp, row: row, column: column)
        case Self.wheelBit + 1: return MouseEvent(.wheelDown, row: row, column: column)
        default: return nil
        }
    }
}
