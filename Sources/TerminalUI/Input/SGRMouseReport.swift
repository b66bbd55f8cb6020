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

    /// What the screens use: a left press is a click (on the press, so a release lost on the way loses nothing),
    /// motion with the left button held a drag, its release a release, a wheel step scrolls. Motion with no button
    /// or another one, and the other buttons, are `nil`. Modifier keys held do not change it.
    /// - Parameter cellSize: the size of a cell in pixels when the report is in pixels (mode 1016), else nil.
    func event(cellSize: PixelCellSize? = nil) -> MouseEvent? {
        let kind: MouseEvent.Kind
        switch (button & ~Self.modifierBits, isRelease) {
        case (0, false): kind = .click
        case (0, true): kind = .release
        case (Self.motionBit, false): kind = .drag
        case (Self.wheelBit, false): kind = .wheelUp
        case (Self.wheelBit + 1, false): kind = .wheelDown
        default: return nil
        }
        guard let cellSize else { return MouseEvent(kind, row: row, column: column) }
        // Pixels count from 1 as cells do; a pixel's centre is half a pixel in.
        return MouseEvent(kind, x: (Double(column) + 0.5) / cellSize.width, y: (Double(row) + 0.5) / cellSize.height)
    }

    /// The event in cells, for a terminal that reports in cells.
    var event: MouseEvent? { event(cellSize: nil) }
}

/// How many pixels wide and high a terminal cell is: what turns a pixel report (mode 1016) into a position in
/// cells.
struct PixelCellSize: Equatable {
    let width: Double
    let height: Double
}
