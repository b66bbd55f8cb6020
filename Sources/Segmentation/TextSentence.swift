/// The sentence a word was met in, with the word marked: what keeping a word from the reader, or from the list of a
/// text's unknown words, keeps beside it (sentence mining). The sentence runs from after the last 。！？ before the word to the first one after it,
/// within the word's line, or the lines a hard wrap joins to it (``ReadingText/run(holdingBlock:)``), as one line.
public struct TextSentence: Sendable, Hashable {
    public let text: String
    /// The word's characters in ``text``.
    public let word: Range<Int>

    public init(text: String, word: Range<Int>) {
        self.text = text
        self.word = word
    }

    /// The sentence around `word`, a word of line `block` of `text` (``TextWord/byteRange`` in that line), in the
    /// lines of its run joined: a sentence a hard wrap cuts is kept whole, without the wrap.
    public init(in text: ReadingText, block: Int, word: TextWord) {
        let run = text.run(holdingBlock: block)
        guard run.count > 1 else {
            self.init(line: text.text(ofBlock: block), word: word.byteRange)
            return
        }
        let joined = text.joined(run)
        let start = joined.textByte(word.byteRange.lowerBound, ofBlock: block)
        self.init(line: joined.text, word: start..<(start + word.byteRange.count))
    }

    /// The sentence of `line` around the word at bytes `word` of it.
    private init(line: String, word: Range<Int>) {
        let characters = Array(line)
        var byte = 0
        var wordStart = 0
        var wordEnd = characters.count
        for (index, character) in characters.enumerated() {
            if byte == word.lowerBound { wordStart = index }
            if byte == word.upperBound { wordEnd = index }
            byte += character.utf8.count
        }
        let ends = Self.endings
        var start = wordStart
        while start > 0 && !ends.contains(characters[start - 1]) { start -= 1 }
        var end = wordEnd
        while end < characters.count && !ends.contains(characters[end]) { end += 1 }
        if end < characters.count { end += 1 }
        let sentence = String(characters[start..<end]).trimmingPrefixSpaces()
        let dropped = characters[start..<end].prefix { $0 == " " || $0 == "　" }.count
        text = sentence
        self.word = (wordStart - start - dropped)..<(wordEnd - start - dropped)
    }

    /// The characters a sentence ends with (included in it): a full stop, an exclamation or question mark, or the
    /// bracket that closes a quotation. The one rule of where a sentence ends, kept here and in the library's sentence
    /// index (``SentenceIndex``), so the sentence a word is kept with is the sentence the index lists.
    public static let endings: Set<Character> = ["。", "！", "？", "!", "?", "」"]

    /// The sentence with the word in brackets, as a plain line: 「彼は【見ていた】。」
    public var marked: String {
        let characters = Array(text)
        return String(characters[..<word.lowerBound]) + "【" + String(characters[word]) + "】" + String(characters[word.upperBound...])
    }
}

private extension String {
    func trimmingPrefixSpaces() -> String {
        String(drop { $0 == " " || $0 == "　" })
    }
}
