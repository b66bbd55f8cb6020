/// Runs the conjugation rules forwards: a word's forms, for its conjugation table and for the round-trip test.
public enum Conjugator {
    /// `word` (a dictionary form of the classes `wordClass`) inflected by `chain` in order, or nil when a step
    /// has no rule for it. A rule of a class with irregular forms of its own (行く, ある, いい, くださる, 問う) wins
    /// over the regular rule of the same inflection.
    public static func inflect(_ word: String, as wordClass: WordClass, by chain: [Inflection]) -> String? {
        var text = word
        var current = wordClass
        for inflection in chain {
            let fitting = (rulesByInflection[inflection] ?? []).filter {
                !$0.source.isDisjoint(with: current) && text.hasSuffix($0.dictionaryEnding)
            }
            guard let rule = fitting.first(where: \.isSpecial) ?? fitting.first else { return nil }
            text = String(text.dropLast(rule.dictionaryEnding.count)) + rule.inflectedEnding
            current = rule.produces
        }
        return text
    }

    /// The rules of each inflection, in the grammar's order (so the first is the usual form: ろ before よ).
    private static let rulesByInflection: [Inflection: [InflectionRule]] = {
        var rules: [Inflection: [InflectionRule]] = [:]
        for rule in InflectionRules.all { rules[rule.inflection, default: []].append(rule) }
        return rules
    }()
}
