import KanjiKit

extension String {
    /// Terminal columns this string occupies (see `DisplayWidth`).
    public var displayWidth: Int {
        DisplayWidth.of(self)
    }

    /// `displayWidth`, reading no further than `limit` columns: the width, or `limit` when it is that or more.
    /// Sizing a column by its widest cell needs no more than the terminal's width, and a 10 MB field must not
    /// cost its whole length in grapheme breaking.
    public func displayWidth(upTo limit: Int) -> Int {
        if utf8.prefix(limit).allSatisfy({ (0x20..<0x7F).contains($0) }) { return Swift.min(utf8.count, limit) }
        var width = 0
        for character in self where width < limit {
            width += DisplayWidth.of(character)
        }
        return Swift.min(width, limit)
    }

    /// Fits the string into `width` columns.
    ///
    /// A string that fits comes back unchanged. One that does not keeps the graphemes that fit
    /// before a final `…`, which goes in the last column; a wide glyph that would straddle the
    /// ellipsis column is replaced by a space. So a truncated result is exactly `width` columns:
    /// `"漢字漢字"` at 4 is `"漢 …"`, never half a kanji. Only the graphemes up to the first that does
    /// not fit are read, so a long string costs what is shown.
    ///
    /// - Parameters:
    ///   - width: the columns available; 0 or less gives an empty string.
    ///   - beforeMore: the string is the start of a longer text, so it ends in `…` even when it fits.
    /// - Returns: the string itself, or its truncation, `width` columns wide.
    public func truncated(toWidth width: Int, beforeMore: Bool = false) -> String {
        guard width > 0 else { return "" }
        // Printable ASCII, as meanings and labels mostly are: a column per byte, no graphemes to find.
        if utf8.prefix(width + 1).allSatisfy({ (0x20..<0x7F).contains($0) }) {
            if utf8.count <= width && !beforeMore { return self }
            let kept = utf8.prefix(width - 1)
            return String(decoding: kept, as: UTF8.self) + String(repeating: " ", count: width - 1 - kept.count) + "…"
        }
        var used = 0
        // The end of what fits before the ellipsis column, and the columns it takes.
        var keptEnd = startIndex
        var keptWidth = 0
        for index in indices {
            used += DisplayWidth.of(self[index])
            if used > width { break }
            if used <= width - 1 {
                keptEnd = self.index(after: index)
                keptWidth = used
            }
        }
        if used <= width && !beforeMore { return self }
        return self[..<keptEnd] + String(repeating: " ", count: width - 1 - keptWidth) + "…"
    }
}
