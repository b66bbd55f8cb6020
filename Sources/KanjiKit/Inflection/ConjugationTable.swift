/// A verb's or adjective's main forms, plain and polite, affirmative and negative, made by the conjugation rules
/// run forwards: the table a word's detail shows (食べる: 食べる · 食べない · 食べます · 食べません, …).
public struct ConjugationTable: Sendable, Hashable {
    /// One form in its four shapes; a shape the grammar does not have (a polite imperative) is nil.
    public struct Row: Sendable, Hashable {
        public let name: String
        public let plain: String?
        public let negative: String?
        public let polite: String?
        public let politeNegative: String?

        /// The shapes there are, in order.
        public var forms: [String] { [plain, negative, polite, politeNegative].compactMap { $0 } }
    }

    /// The dictionary form the table conjugates (勉強する for the noun 勉強).
    public let word: String
    public let rows: [Row]

    /// The table of `entry`, or nil when it is no verb or adjective of a class the rules know.
    public init?(_ entry: DictionaryEntry) {
        guard let wordClass = entry.senses.lazy.map(\.wordClass).first(where: { !$0.isEmpty }),
              let word = Self.dictionaryForm(of: entry, as: wordClass) else { return nil }
        self.word = word
        rows = Self.shapes(of: wordClass).compactMap { name, chains in
            let forms = chains.map { $0.flatMap { Conjugator.inflect(word, as: wordClass, by: $0) } }
            guard let plain = forms[0] else { return nil }
            return Row(name: name, plain: plain, negative: forms[1], polite: forms[2], politeNegative: forms[3])
        }
    }

    /// The chains of each row, in the order plain, negative, polite, polite negative (nil: no such shape).
    public static func shapes(of wordClass: WordClass) -> [(String, [[Inflection]?])] {
        if wordClass.contains(.naAdjective) {
            return [
                ("Non-past", [[.copula], [.negative], [.polite], [.politeNegative]]),
                ("Past", [[.past], [.negative, .past], [.politePast], nil]),
                ("Te-form", [[.te], [.negative, .te], nil, nil]),
                ("Before a noun", [[.attributive], nil, nil, nil]),
                ("Adverb", [[.adverbial], nil, nil, nil]),
            ]
        }
        if wordClass.contains(.iAdjective) {
            return [
                ("Non-past", [[], [.negative], [.polite], [.politeNegative]]),
                ("Past", [[.past], [.negative, .past], nil, nil]),
                ("Te-form", [[.te], [.negative, .te], nil, nil]),
                ("Adverb", [[.adverbial], nil, nil, nil]),
                ("Conditional (ば)", [[.conditionalBa], [.negative, .conditionalBa], nil, nil]),
                ("Conditional (たら)", [[.conditionalTara], [.negative, .conditionalTara], nil, nil]),
            ]
        }
        let ichidanLike = !wordClass.isDisjoint(with: [.ichidan, .kuru])
        let potential: [Inflection] = ichidanLike ? [.potentialOrPassive] : [.potential]
        let passive: [Inflection] = ichidanLike ? [.potentialOrPassive] : [.passive]
        func inPlainAndPolite(_ chain: [Inflection]) -> [[Inflection]?] {
            [chain, chain + [.negative], chain + [.polite], chain + [.politeNegative]]
        }
        let rows: [(String?, [[Inflection]?])] = [
            ("Non-past", [[], [.negative], [.polite], [.politeNegative]]),
            ("Past", [[.past], [.negative, .past], [.politePast], [.politeNegativePast]]),
            ("Te-form", [[.te], [.negative, .te], nil, nil]),
            (ichidanLike ? "Potential, passive" : "Potential", inPlainAndPolite(potential)),
            (ichidanLike ? nil : "Passive", inPlainAndPolite(passive)),
            ("Causative", inPlainAndPolite([.causative])),
            ("Causative passive", inPlainAndPolite([.causative, .potentialOrPassive])),
            ("Volitional", [[.volitional], nil, [.politeVolitional], nil]),
            ("Imperative", [[.imperative], nil, [.nasai], nil]),
            ("Conditional (ば)", [[.conditionalBa], [.negative, .conditionalBa], nil, nil]),
            ("Conditional (たら)", [[.conditionalTara], [.negative, .conditionalTara], nil, nil]),
            ("Want to (たい)", [[.tai], [.tai, .negative], nil, nil]),
        ]
        return rows.compactMap { name, chains in name.map { ($0, chains) } }
    }

    /// The form the rules conjugate: the headword or its reading when a rule of the class takes it (為る is
    /// conjugated as する), else the headword + する for a noun that takes する (勉強 → 勉強する).
    static func dictionaryForm(of entry: DictionaryEntry, as wordClass: WordClass) -> String? {
        let fits = { (form: String) in
            InflectionRules.all.contains { !$0.source.isDisjoint(with: wordClass) && !$0.dictionaryEnding.isEmpty && form.hasSuffix($0.dictionaryEnding) }
                || wordClass.contains(.naAdjective)
        }
        if let form = [entry.headword, entry.reading].first(where: fits) { return form }
        return wordClass.contains(.suru) ? entry.headword + "する" : nil
    }
}
