import CCharacterWidth

/// The one width function of the program: how many terminal columns text occupies.
///
/// It asks libc's `wcwidth`, which is what ncurses uses to place characters, so the grid and the
/// screen never disagree: CJK ideographs are 2, combining marks 0, controls non-printable.
///
/// It lives here, below the browser and the terminal front end, because both measure text with it: the
/// terminal's cell grid when it draws, and the reader's view model when it wraps a text's lines, which must
/// wrap them as the grid will draw them. Headless code needs only libc and a UTF-8 locale
/// (``ProcessLocale``), never ncurses.
public enum DisplayWidth {
    /// Columns taken by one scalar, or `nil` when it is not printable (C0, DEL, C1, unassigned).
    public static func of(_ scalar: Unicode.Scalar) -> Int? {
        if (0x20..<0x7F).contains(scalar.value) { return 1 }
        precondition(ProcessLocale.isUTF8, "display widths need a UTF-8 locale")
        let width = wcwidth(wchar_t(bitPattern: scalar.value))
        return width < 0 ? nil : Int(width)
    }

    /// Columns taken by one grapheme: 0 when it cannot be drawn on its own (a stray combining mark,
    /// a control), otherwise the widths of its scalars added up and capped at 2.
    public static func of(_ character: Character) -> Int {
        // An iterator, not `first` and `dropFirst()`: those validate string indices on every call, and
        // this runs for every character of every cell drawn.
        var scalars = character.unicodeScalars.makeIterator()
        guard let first = scalars.next(), let base = of(first), base > 0 else { return 0 }
        var total = base
        while let next = scalars.next() { total += of(next) ?? 0 }
        return min(total, 2)
    }

    /// Columns taken by a whole string, grapheme by grapheme.
    public static func of(_ text: String) -> Int {
        // Meanings, numbers and labels are mostly printable ASCII: a column per byte, no graphemes to find.
        if isPrintableASCII(text) { return text.utf8.count }
        return text.reduce(0) { $0 + of($1) }
    }

    /// Whether every byte of `text` is printable ASCII (so each is one grapheme one column wide).
    public static func isPrintableASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { (0x20..<0x7F).contains($0) }
    }
}
