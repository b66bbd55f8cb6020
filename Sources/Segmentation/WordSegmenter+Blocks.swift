extension WordSegmenter {
    /// The words of block `index` of `text` alone, in order: how every line is read that no hard wrap joins to
    /// another (``words(inRun:of:)``, the one way the reader, the text's analysis and its unknown words read lines).
    ///
    /// Where the text gives a word's reading itself (an HTML or EPUB `<ruby>`: ``ReadingText/readingHints(inBlock:)``),
    /// the word is the first of its entries that reads so: the author knows the word MeCab only guesses
    /// (<ruby>人気<rt>ひとけ</rt></ruby>のない道 is 人気 ひとけ "sign of life", not にんき "popularity").
    public func words(inBlock index: Int, of text: ReadingText) -> [TextWord] {
        let words = words(in: text.text(ofBlock: index))
        let hints = text.readingHints(inBlock: index)
        guard !hints.isEmpty else { return words }
        return words.map { preferring(hints, for: $0) }
    }

    /// `word` with the candidates whose reading agrees with `hints` (``HintedReading``) first, in their order, and
    /// the first of them its entry. The hints only reorder the entries the segmenter weighed: `word` as it is when
    /// none of them covers it, its entry agrees already, or no candidate reads as they say.
    private func preferring(_ hints: [ReadingHint], for word: TextWord) -> TextWord {
        guard word.candidateNumbers.count > 1,
              let hinted = HintedReading(form: word.dictionaryForm, surface: word.surface, start: word.byteRange.lowerBound, hints: hints)
        else { return word }
        let agrees = { [forms] (number: Int) in forms.entry(number)?.readings.contains { hinted.admits($0.text) } ?? false }
        guard !agrees(word.entryNumber) else { return word }
        let agreeing = word.candidateNumbers.filter(agrees)
        guard let first = agreeing.first, let entry = forms.entry(first) else { return word }
        return TextWord(byteRange: word.byteRange, surface: word.surface, dictionaryForm: word.dictionaryForm, entryNumber: first,
                        headword: forms.studySpelling(of: entry, number: first), reading: entry.reading, inflection: word.inflection,
                        candidateNumbers: agreeing + word.candidateNumbers.filter { !agrees($0) })
    }
}
