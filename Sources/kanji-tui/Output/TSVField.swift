/// A value as one field of a TSV line: a tab or a line break inside it would shift the columns, so each becomes
/// a space ("\r\n", one character, one space).
///
/// Almost no field holds one, so the UTF-8 bytes are scanned first and the string itself is returned when none is
/// there: `history --tsv` cleaned its fields a `Character` at a time, most of its cost per row.
enum TSVField {
    static func cleaned(_ text: String) -> String {
        guard needsCleaning(text) else { return text }
        return String(text.map { $0 == "\t" || $0.isNewline ? " " : $0 })
    }

    /// Whether `text` holds a tab or one of `Character.isNewline`'s line breaks: U+000A–U+000D, U+0085 (C2 85 in
    /// UTF-8), U+2028 and U+2029 (E2 80 A8, E2 80 A9).
    static func needsCleaning(_ text: String) -> Bool {
        var previous: UInt8 = 0
        var beforePrevious: UInt8 = 0
        for byte in text.utf8 {
            switch byte {
            case 0x09...0x0D: return true
            case 0x85 where previous == 0xC2: return true
            case 0xA8, 0xA9: if previous == 0x80 && beforePrevious == 0xE2 { return true }
            default: break
            }
            beforePrevious = previous
            previous = byte
        }
        return false
    }
}
