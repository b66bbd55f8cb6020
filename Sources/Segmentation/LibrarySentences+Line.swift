import KanjiKit

extension LibrarySentences.Match {
    /// The sentence with the words it is listed for in 【】 and, with `furigana`, each kanji's reading in [] after it
    /// (昨日[きのう]は【食[た]べた】。), sanitized: one line, as `kanji-tui sentences` prints it and a word's page shows it.
    public func line(furigana: Bool) -> String {
        let text = Array(sentence.text.utf8)
        var line = ""
        var byte = 0
        for (place, occurrence) in sentence.occurrences.enumerated() where occurrence.bytes.lowerBound >= byte {
            line += String(decoding: text[byte..<occurrence.bytes.lowerBound], as: UTF8.self)
            let surface = String(decoding: text[occurrence.bytes], as: UTF8.self)
            let isMarked = marked.contains(place)
            line += (isMarked ? "【" : "") + (furigana ? Furigana.bracketed(surface, of: words[place]) : surface) + (isMarked ? "】" : "")
            byte = occurrence.bytes.upperBound
        }
        return TextSanitizer.sanitize(line + String(decoding: text[byte...], as: UTF8.self))
    }
}
