/// Splits English meanings and queries into lowercased words the same way, so "counter" finds
/// "counter for days" and "e.g." or "(kokuji)" do not hide the words around them.
///
/// Works on UTF-8 bytes, as `tools/kanji_search_index.py` splits the meanings it indexes. KANJIDIC2's English
/// meanings are ASCII, so ASCII letters and digits make words and are lowercased; any other ASCII
/// byte separates words; non-ASCII bytes (a query's "ō") stay inside words, as they cannot match.
enum MeaningWords {
    /// The words of `text` as lowercased UTF-8 ("Counter for 10,000" → counter, for, 10, 000).
    static func words(in text: String) -> [[UInt8]] {
        var words: [[UInt8]] = []
        var word: [UInt8] = []
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): word.append(byte | 0x20)
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), 0x80...: word.append(byte)
            default:
                if !word.isEmpty { words.append(word) }
                word.removeAll(keepingCapacity: true)
            }
        }
        if !word.isEmpty { words.append(word) }
        return words
    }
}
