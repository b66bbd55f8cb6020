import KanjiKit

extension ReaderViewModel {
    /// The accent of the word under the cursor, for the pane: its entry's accents of the word's reading (of every
    /// reading when the dictionaries know that one under none). This is the word's own accent, as the dictionaries
    /// give it alone; in a sentence it can change (a compound, a particle after it), which the pane says.
    public var selectedPitch: [ReadingPitch] {
        guard let word = selectedWord, let entry = selectedEntry, let readings = lookUpPitch?(entry) else { return [] }
        let own = readings.filter { $0.reading == word.reading }
        return own.isEmpty ? readings : own
    }
}

extension ReaderViewModel {
    /// The pane's accent rows, as the word's page draws them (`WordPitchLookup.rows`): the first reading's ￣/＿ row
    /// over its kana, then the reading with ＼ at the fall; [] when the dictionaries know no accent of the word.
    /// Where the built-in dictionaries know none, a pitch dictionary of the learner's that has the word's reading gives it.
    public var selectedPitchRows: [String] {
        let builtIn = Array(WordPitchLookup.rows(selectedPitch).filter { !$0.isNote }.prefix(2).map(\.text))
        guard builtIn.isEmpty, let reading = selectedWord?.reading,
              let learner = selectedLearnerDictionaries.pitches.first(where: { $0.reading == reading && !$0.accents.isEmpty }) else { return builtIn }
        let drawn = learner.accents[0].drawn(reading: reading)
        return [drawn.upper, drawn.lower]
    }
}
