extension ReaderViewModel {
    /// `p`: says the word under the cursor — its dictionary form, the word the pane shows with its accent — beside
    /// the screen; a line says why when it cannot.
    public func speakWord() {
        guard let word = selectedWord else { return showNotice("no word here to say: w and b move between words") }
        if let failure = speak?(word.headword) { showNotice(failure) }
    }

    /// `P`: says the sentence holding the word under the cursor, as written, beside the screen.
    public func speakSentence() {
        guard let sentence = selectedSentence else { return showNotice("no sentence here to say: w and b move between words") }
        if let failure = speak?(sentence.text) { showNotice(failure) }
    }
}
