extension ReaderViewModel {
    /// The pane's word as the study list and Anki name it: its dictionary form and reading.
    private var selectedItem: LookupItem? {
        guard let word = selectedWord, word.isVocabulary else { return nil }
        return .word(headword: word.headword, reading: word.reading)
    }

    /// What the running Anki has of the word under the cursor, for the pane ("Anki: has it (1 note) · O opens it");
    /// `nil` when the link is off or the word is a name or grammar.
    public var selectedAnkiLine: String? {
        guard let item = selectedItem else { return nil }
        return askAnki?(item).line
    }

    /// `O`: opens the word's notes in Anki's own browser; a line says why when it cannot.
    public func openSelectedInAnki() {
        guard let item = selectedItem else { return showNotice("no word here to look for in Anki: w and b move between words") }
        if let line = openInAnki?(item) { showNotice(line) }
    }
}
