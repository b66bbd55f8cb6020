import CNcursesw

/// The one width function of the program: how many terminal columns text occupies.
///
/// It asks libc's `wcwidth`, which is what ncurses uses to place characters, so the grid and the
/// screen never disagree: CJK ideographs are 2, combining marks 0, controls non-printable.
public enum DisplayWidth {
    /// Columns taken by one scalar, or `nil` when it is not printable (C0, DEL, C1, unassigned).
    public static func of(_ scalar: Unicode.Scalar) -> Int? {
        if (0x20..<0x7F).contains(scalar.value) { return 1 }
        precondition(TerminalLocale.isUTF8, "display widths need a UTF-8 locale")
        let width = wcwidth(wchar_t(bitPattern: scalar.value))
        return width < 0 ? nil : Int(width)
    }

    /// Columns taken by one grapheme: 0 when it cannot be drawn on its own (a stray combining mark,
    /// a control), otherwise the widths of its scalars added up and capped at 2.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first, let base = of(first), base > 0 else { return 0 }
        let total = scalars.dropFirst().reduce(base) { $0 + (of($1) ?? 0) }
        return min(total, 2)
    }

    /// Columns taken by a whole string, grapheme by grapheme.
    public static func of(_ text: String) -> Int {
        text.reduce(0) { $0 + of($1) }
    }
}
