extension WordSegmenter {
    /// `words` (one line's, as ``words(in:)`` or ``words(inBlock:of:)`` found them) with the entries the learner chose
    /// (``EntryChoices``): the post-pass every reader of a text's words runs — the reader on the words it shows,
    /// `kanji-tui analyze` on the words it counts. Costs nothing where no choice was made; a word with a choice costs
    /// the lookup of its candidates.
    public func applying(_ choices: EntryChoices, to words: [TextWord]) -> [TextWord] {
        choices.isEmpty ? words : words.map { chosen($0, by: choices) }
    }

    /// `word` as the learner chose it, or as found where no entry was chosen for it — also where the data no longer has
    /// the entry once chosen among those the word could be. The segmenter's own candidates are looked through first
    /// (microseconds: most choices are among them, 生る for なる), every candidate only where the choice is not
    /// (飼う for かっている, half a millisecond): a novel where the learner chose an entry for a common word applies it
    /// thousands of times.
    public func chosen(_ word: TextWord, by choices: EntryChoices) -> TextWord {
        guard let sequence = choices.sequence(for: word) else { return word }
        guard let candidate = candidates(of: word).first(where: { $0.sequence == sequence })
                ?? everyCandidate(of: word).first(where: { $0.sequence == sequence }) else { return word }
        return word.choosing(candidate)
    }
}
