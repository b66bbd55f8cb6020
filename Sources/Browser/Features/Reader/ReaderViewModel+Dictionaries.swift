import YomitanDictionaries

/// The pane's words from the learner's own dictionaries (issue 49): `d` steps through the dictionaries that have the
/// word under the cursor, and the pane shows that dictionary's definitions in place of JMdict's.
extension ReaderViewModel {
    /// What the learner's dictionaries say of the word under the cursor (as chosen), and of a longer term starting
    /// there; asked once per place.
    public var selectedLearnerDictionaries: WordInLearnerDictionaries {
        guard let word = selectedWord, let cursor, !word.isName, let lookUp = lookUpLearnerDictionaries else { return .none }
        if let known = learnerAnswer, known.position == cursor, known.word == word.headword { return known.answer }
        let line = text.text(ofBlock: cursor.block)
        let following = Substring(String(decoding: line.utf8.dropFirst(word.byteRange.lowerBound), as: UTF8.self))
        let answer = lookUp(word, following)
        learnerAnswer = (cursor, word.headword, answer)
        return answer
    }

    /// The definitions the pane shows now: those of ``paneDictionary`` when it has the word; `nil` for JMdict's.
    public var shownLearnerDefinitions: WordInLearnerDictionaries.Definitions? {
        guard let paneDictionary else { return nil }
        return selectedLearnerDictionaries.definitions.first { $0.dictionary == paneDictionary }
    }

    /// "JMdict · d: 2 more" or "サンプル国語辞典 (2 of 3) · d": which dictionary the pane shows, and that `d` shows the
    /// others; `nil` when no dictionary of the learner's has the word.
    public var paneDictionaryLine: String? {
        let titles = selectedLearnerDictionaries.definitions.map(\.dictionary)
        guard !titles.isEmpty else { return nil }
        guard let shown = shownLearnerDefinitions, let index = titles.firstIndex(of: shown.dictionary) else {
            return "JMdict · d: \(titles.count) more"
        }
        return "\(shown.dictionary) (\(index + 2) of \(titles.count + 1)) · d"
    }

    /// `d`: the next dictionary after the one shown that has the word (JMdict after the last).
    func stepPaneDictionary() {
        let titles = selectedLearnerDictionaries.definitions.map(\.dictionary)
        guard let word = selectedWord, !titles.isEmpty else {
            let written = selectedWord?.headword ?? "this word"
            showNotice("no dictionary of yours has \(written): kanji-tui dict import adds one (see kanji-tui dict --help)")
            return
        }
        let shown = shownLearnerDefinitions.flatMap { titles.firstIndex(of: $0.dictionary) }
        let next = shown.map { $0 + 1 } ?? 0
        paneDictionary = next < titles.count ? titles[next] : nil
        showNotice(paneDictionary.map { "\(word.headword) in \($0)" } ?? "\(word.headword) in JMdict")
    }
}
