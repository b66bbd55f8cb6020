extension Furigana {
    /// `surface` with each reading of `word`'s furigana in [] after the kanji it is over: 食[た]べた, 日本[にほん]人[じん]
    /// — furigana in one line of plain text, as `kanji-tui sentences --furigana` prints it.
    public static func bracketed(_ surface: String, of word: TextWord) -> String {
        guard surface == word.surface else { return surface }
        let characters = Array(surface)
        var text = ""
        var next = 0
        for span in spans(of: word) where span.characters.lowerBound >= next && span.characters.upperBound <= characters.count {
            text += String(characters[next..<span.characters.upperBound]) + "[" + span.reading + "]"
            next = span.characters.upperBound
        }
        return text + String(characters[next...])
    }

    /// `line` with the readings of `words` (the segmenter's words of it, in order) bracketed after their kanji.
    public static func bracketed(_ line: String, words: [TextWord]) -> String {
        let utf8 = Array(line.utf8)
        var text = ""
        var byte = 0
        for word in words where word.byteRange.lowerBound >= byte && word.byteRange.upperBound <= utf8.count {
            text += String(decoding: utf8[byte..<word.byteRange.lowerBound], as: UTF8.self)
            text += bracketed(String(decoding: utf8[word.byteRange], as: UTF8.self), of: word)
            byte = word.byteRange.upperBound
        }
        return text + String(decoding: utf8[byte...], as: UTF8.self)
    }
}
