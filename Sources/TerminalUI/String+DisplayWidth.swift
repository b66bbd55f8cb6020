extension String {
    /// Terminal columns this string occupies (see `DisplayWidth`).
    public var displayWidth: Int {
        DisplayWidth.of(self)
    }

    /// Fits the string into `width` columns.
    ///
    /// A string that fits comes back unchanged. One that does not keeps the graphemes that fit
    /// before a final `…`, which goes in the last column; a wide glyph that would straddle the
    /// ellipsis column is replaced by a space. So a truncated result is exactly `width` columns:
    /// `"漢字漢字"` at 4 is `"漢 …"`, never half a kanji.
    ///
    /// - Parameter width: the columns available; 0 or less gives an empty string.
    /// - Returns: the string itself, or its truncation, `width` columns wide.
    public func truncated(toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        guard displayWidth > width else { return self }
        if DisplayWidth.isPrintableASCII(self) { return String(decoding: utf8.prefix(width - 1), as: UTF8.self) + "…" }
        var kept = ""
        var used = 0
        for character in self {
            let characterWidth = DisplayWidth.of(character)
            if used + characterWidth > width - 1 { break }
            kept.append(character)
            used += characterWidth
        }
        return kept + String(repeating: " ", count: width - 1 - used) + "…"
    }
}
