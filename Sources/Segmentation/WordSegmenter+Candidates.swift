extension WordSegmenter {
    /// Every JMdict entry `word` may be, best first: the entry the segmenter chose (``TextWord/entryNumber``), then
    /// the others that share the form the text writes it in, in the order the segmenter weighed them (``EntryFit``:
    /// how usual that form is for each, whether MeCab's part of speech and reading fit it, its JLPT level, its rank) —
    /// なる in どうなるか gives 成る, then 生る, 鳴る and the rest. A word of several tokens (気を付ける, 名前 read
    /// across なま and え) gives the entries of that form. Reads only entries the segmenter has met (kept in its
    /// cache), so cycling through them costs microseconds.
    /// A name (``TextWord/name``) has none: JMnedict's names are no JMdict entries.
    public func candidates(of word: TextWord) -> [WordCandidate] {
        guard !word.isName else { return [] }
        return candidates(numbered: word.candidateNumbers.isEmpty ? [word.entryNumber] : word.candidateNumbers, writtenAs: word.dictionaryForm)
    }

    /// The candidates of a distinct word of a text (``TextAnalysis/WordCount``): those of its first use.
    public func candidates(of count: TextAnalysis.WordCount) -> [WordCandidate] {
        candidates(numbered: count.candidateNumbers.isEmpty ? [count.entryNumber] : count.candidateNumbers, writtenAs: count.dictionaryForm)
    }

    /// Each headed as the text writes it where that is one of its spellings (``headword(of:number:writtenAs:)``).
    private func candidates(numbered numbers: [Int], writtenAs form: String) -> [WordCandidate] {
        numbers.compactMap { number in
            guard let entry = entry(number) else { return nil }
            return WordCandidate(entryNumber: number, sequence: entry.sequence, headword: headword(of: entry, number: number, writtenAs: form),
                                 reading: reading(of: entry, writtenAs: form))
        }
    }
}
