/// One rule of the conjugation grammar, usable both ways: a word of class `source` ending in `dictionaryEnding`
/// becomes, by `inflection`, the same stem + `inflectedEnding`, a form of class `produces` (empty when the form
/// conjugates no further). 書く –(.past)→ 書いた is `("く", "いた", .godan → [])`.
public struct InflectionRule: Sendable, Hashable {
    public let inflection: Inflection
    public let dictionaryEnding: String
    public let inflectedEnding: String
    /// The classes the rule applies to.
    public let source: WordClass
    /// The class of what it makes, for the next rule of a chain.
    public let produces: WordClass

    /// Whether the rule is for a class with irregular forms of its own (行く, ある, くださる, 問う, いい): where such a
    /// rule exists for a word, the regular rule of the same inflection does not give its form.
    var isSpecial: Bool {
        !source.isDisjoint(with: [.godanIku, .godanAru, .godanHonorific, .godanUSpecial, .iAdjectiveIi, .suruSpecial])
    }
}
