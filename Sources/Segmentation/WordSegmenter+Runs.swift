extension WordSegmenter {
    /// The words of the lines `run` (``ReadingText/run(holdingBlock:)``) of `text`, one ``LineWords`` a line: a run of
    /// one line as ``words(inBlock:of:)`` reads it; a run of lines that hard wraps join as one text
    /// (``ReadingText/joined(_:)``), segmented once, each word given to the line it starts on. So a word the wrap cuts
    /// is one word, and every line of the run costs one call of MeCab for them all.
    ///
    /// Only plain text has runs of more than one line, and plain text gives no readings of its own (a `<ruby>`'s): the
    /// joined text has no hints to weigh.
    public func words(inRun run: Range<Int>, of text: ReadingText) -> [LineWords] {
        guard run.count > 1 else { return run.map { LineWords(words: words(inBlock: $0, of: text)) } }
        let joined = text.joined(run)
        var placed = Array(repeating: [TextWord](), count: run.count)
        var wordBefore = [LineWords.WordEnd?](repeating: nil, count: run.count)
        for word in self.words(in: joined.text) {
            let block = joined.block(atTextByte: word.byteRange.lowerBound)
            let start = joined.lineByte(word.byteRange.lowerBound, ofBlock: block)
            placed[block - run.lowerBound].append(word.moved(to: start..<(start + word.byteRange.count)))
            var next = block + 1
            while next < run.upperBound {
                let bytes = joined.textBytes(ofBlock: next)
                guard bytes.lowerBound < word.byteRange.upperBound else { break }
                let end = min(word.byteRange.upperBound, bytes.upperBound)
                wordBefore[next - run.lowerBound] = LineWords.WordEnd(
                    bytes: joined.lineByte(bytes.lowerBound, ofBlock: next)..<joined.lineByte(end, ofBlock: next),
                    block: block, word: placed[block - run.lowerBound].count - 1, startInWord: bytes.lowerBound - word.byteRange.lowerBound)
                next += 1
            }
        }
        return zip(placed, wordBefore).map { LineWords(words: $0, wordBefore: $1) }
    }

    /// Every line's words of `text`, line after line, each run segmented once (``words(inRun:of:)``): how a whole
    /// text is read for its counts (`analyze`, the list of unknown words).
    public func eachLine(of text: ReadingText, _ body: (_ block: Int, _ words: LineWords) -> Void) {
        var block = 0
        while block < text.blocks.count {
            let run = text.run(holdingBlock: block)
            for (line, lineWords) in zip(run, words(inRun: run, of: text)) { body(line, lineWords) }
            block = run.upperBound
        }
    }
}

private extension TextWord {
    /// The word at `byteRange` instead of where it was: the same word — its sense and whether it is grammar too —,
    /// placed in its line rather than in the run.
    func moved(to byteRange: Range<Int>) -> TextWord {
        if let name { return TextWord(byteRange: byteRange, surface: surface, name: name) }
        return TextWord(byteRange: byteRange, surface: surface, dictionaryForm: dictionaryForm, entryNumber: entryNumber, headword: headword,
                        reading: reading, inflection: inflection, candidateNumbers: candidateNumbers, senseIndex: senseIndex,
                        isGrammar: isGrammar)
    }
}
