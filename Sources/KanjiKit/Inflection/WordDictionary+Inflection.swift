extension WordDictionary {
    /// The words `text` is an inflected form of (食べた → 食べる; たべませんでした → 食べる), each once with the
    /// shortest chain that reaches it, usual spellings first, then by rank. A chain counts only when the word has a part of speech of the class
    /// the chain ends in: 書いた finds the godan verb 書く, never a noun read かく. A noun that takes する is found
    /// from its する forms (勉強した → 勉強).
    /// - Parameter limit: the most words wanted.
    public func inflectedMatches(of text: String, limit: Int) throws(DatasetError) -> [WordMatch] {
        var found: [Int: (chain: [Inflection], throughVariant: Bool)] = [:]
        for candidate in Deinflector.candidates(of: text) {
            for form in Self.lookupForms(of: candidate) {
                let key = DictionaryKey.form(form)
                for posting in forms.postings(of: key, limit: Self.entriesPerForm) {
                    let number = Self.wordNumber(posting)
                    guard found[number] == nil else { continue }
                    let entry = try entry(rank: number + 1)
                    guard !entry.wordClass.isDisjoint(with: candidate.wordClass) else { continue }
                    let throughVariant = ![entry.kanjiSpelling, entry.headword, entry.reading].map(DictionaryKey.form).contains(key)
                    found[number] = (candidate.chain, throughVariant)
                }
            }
        }
        // A word reached through its usual spelling or reading comes before one reached through a variant (行って is
        // 行く's; 行る is a rare spelling of 遣る), then by rank.
        let ordered = found.sorted { ($0.value.throughVariant ? 1 : 0, $0.key) < ($1.value.throughVariant ? 1 : 0, $1.key) }
        var matches: [WordMatch] = []
        for (number, match) in ordered.prefix(limit) {
            matches.append(WordMatch(entry: try entry(rank: number + 1), kind: .inflected, inflection: match.chain))
        }
        return matches
    }

    /// Entries read per candidate form: a form is shared by a handful of words at most (かく by 20-odd, all
    /// checked against the class before one is taken).
    static let entriesPerForm = 32

    /// The forms to look up for a candidate: itself, and for a する form the noun before する.
    private static func lookupForms(of candidate: Deinflection) -> [String] {
        guard candidate.wordClass.contains(.suru), candidate.text.hasSuffix("する"), candidate.text.count > 2 else {
            return [candidate.text]
        }
        return [candidate.text, String(candidate.text.dropLast(2))]
    }
}

extension DictionaryEntry {
    /// The conjugation classes of the word's senses together.
    public var wordClass: WordClass {
        senses.reduce(into: WordClass()) { classes, sense in classes.formUnion(sense.wordClass) }
    }
}

extension DictionaryEntry.Sense {
    /// The conjugation classes of the sense's parts of speech.
    public var wordClass: WordClass {
        partsOfSpeech.reduce(into: WordClass()) { classes, partOfSpeech in classes.formUnion(WordClass(partOfSpeech: partOfSpeech)) }
    }
}
