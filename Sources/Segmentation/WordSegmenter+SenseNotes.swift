import KanjiKit

extension WordSegmenter {
    /// The first sense of expression entry `number`, starting at token `start`, that JMdict's notes allow after the
    /// token before it: とする is "to try to" after a volitional form ("after the volitional form of verb"), "to
    /// decide to" after a dictionary form, and neither after a noun (前提とする "to take as"). 0 where nothing comes
    /// before or no sense is allowed.
    func senseAllowed(of number: Int, at start: Int, in tokens: [Token]) -> Int {
        guard start > 0, let senses = forms.entry(number)?.senses else { return 0 }
        let before = tokens[start - 1]
        return senses.firstIndex { sense in Self.allows(sense, after: before) } ?? 0
    }

    /// Whether `sense` may follow `token`: it has no note saying what it comes after, one such note fits the token,
    /// or its notes name something this cannot tell (a clause, a number).
    private static func allows(_ sense: DictionaryEntry.Sense, after token: Token) -> Bool {
        let placements = sense.notes.filter { $0.hasPrefix("after ") }
        guard !placements.isEmpty else { return true }
        return placements.contains { note in fits(note, token) ?? true }
    }

    /// Whether `token` is what `note` says comes before ("after the volitional form of verb", "after a noun");
    /// nil for a note naming something else.
    private static func fits(_ note: String, _ token: Token) -> Bool? {
        if note.contains("volitional") { return token.partOfSpeech == .auxiliary && ["う", "よう"].contains(token.baseForm) }
        if note.contains("dictionary form") { return token.conjugationForm == "基本形" && token.partOfSpeech.conjugates }
        if note.contains("masu stem") { return token.conjugationForm == "連用形" && token.partOfSpeech.conjugates }
        if note.contains("te-form") { return token.surface == "て" || token.surface == "で" }
        if note.contains("noun") { return token.partOfSpeech.isNominal }
        return nil
    }
}
