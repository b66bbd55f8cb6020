import Segmentation

extension TextWord {
    /// The word as the learner chose it (`e`/`E`): the same place, surface and inflection, with `candidate`'s entry,
    /// headword and reading, so the pane, Enter, `a`, `y` and the word's colour all follow the choice; the entry's
    /// senses in JMdict's order, as the sense the segmenter meant was the first entry's.
    func choosing(_ candidate: WordCandidate) -> TextWord {
        TextWord(byteRange: byteRange, surface: surface, dictionaryForm: dictionaryForm, entryNumber: candidate.entryNumber,
                 headword: candidate.headword, reading: candidate.reading, inflection: inflection, candidateNumbers: candidateNumbers)
    }
}
