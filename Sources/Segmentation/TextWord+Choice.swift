extension TextWord {
    /// The word as the learner chose it (`e`/`E`): the same place, surface and inflection, with `candidate`'s entry,
    /// headword and reading, so the pane, Enter, `a`, `y`, the word's colour and `analyze` all follow the choice; the
    /// entry's senses in JMdict's order, as the sense the segmenter meant was the first entry's. The chosen entry heads
    /// its candidates, as the segmenter's own did (`analyze --json` lists them so).
    public func choosing(_ candidate: WordCandidate) -> TextWord {
        let numbers = candidateNumbers.isEmpty ? [entryNumber] : candidateNumbers
        return TextWord(byteRange: byteRange, surface: surface, dictionaryForm: dictionaryForm, entryNumber: candidate.entryNumber,
                        headword: candidate.headword, reading: candidate.reading, inflection: inflection,
                        candidateNumbers: [candidate.entryNumber] + numbers.filter { $0 != candidate.entryNumber })
    }
}
