/// Runs the conjugation rules backwards: every dictionary form a text could be an inflection of, each with its
/// chain, shortest chains first. Whether such a word exists, and has a class that fits, is the dictionary's to
/// say (`WordDictionary.inflectedMatches`).
///
/// Each step takes a rule whose inflected ending ends the text and whose product fits the class the step before
/// needs (the text itself may be any class), as Yomitan's deinflector does; chains are at most `maximumDepth`
/// steps (読ませられなかった is five).
public enum Deinflector {
    static let maximumDepth = 6
    /// Enough for any real form; a guard against a text that matches rules without end.
    static let maximumCandidates = 400

    public static func candidates(of text: String) -> [Deinflection] {
        guard !text.isEmpty else { return [] }
        var found: [Deinflection] = []
        /// Text and class: a form reached again by a longer chain is not tried again.
        var seen: Set<String> = []
        var frontier = [Deinflection(text: text, wordClass: [], chain: [])]
        for _ in 0..<maximumDepth where !frontier.isEmpty && found.count < maximumCandidates {
            var next: [Deinflection] = []
            for form in frontier {
                for rule in rulesByLastCharacter[form.text.last!] ?? [] where fits(rule, form) {
                    let stem = form.text.dropLast(rule.inflectedEnding.count)
                    let dictionaryForm = String(stem) + rule.dictionaryEnding
                    guard !dictionaryForm.isEmpty else { continue }
                    let candidate = Deinflection(text: dictionaryForm, wordClass: rule.source, chain: [rule.inflection] + form.chain)
                    if seen.insert("\(dictionaryForm)\t\(rule.source.rawValue)").inserted { next.append(candidate) }
                }
            }
            found += next
            frontier = next
        }
        return found.prefix(maximumCandidates).filter { !$0.wordClass.isDisjoint(with: .dictionaryClasses) }
    }

    /// Whether `rule` can undo the last step of `form`: its ending ends the text, and it makes the class the
    /// step after it needs (any class for the text as typed).
    private static func fits(_ rule: InflectionRule, _ form: Deinflection) -> Bool {
        guard form.text.hasSuffix(rule.inflectedEnding) else { return false }
        return form.chain.isEmpty || !rule.produces.isDisjoint(with: form.wordClass)
    }

    /// The rules by the last character of their inflected ending, so a text is tried only against those that
    /// can end it. A rule with an empty inflected ending would fit every text; the grammar has none.
    private static let rulesByLastCharacter: [Character: [InflectionRule]] = {
        Dictionary(grouping: InflectionRules.all.filter { !$0.inflectedEnding.isEmpty }) { $0.inflectedEnding.last! }
    }()
}
