extension ReviewCardViewModel {
    /// `p`: says the card's word once the answer is shown — before it, the sound would give a reading or a
    /// production card's answer away — beside the screen; a line says why when it cannot.
    public func speak() {
        guard let sayWord else { return showNotice("a kanji's card has no word to say") }
        guard isRevealed else { return showNotice("Space shows the answer first; then p says the word") }
        if let failure = sayWord() { showNotice(failure) }
    }
}
