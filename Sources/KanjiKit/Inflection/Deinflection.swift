/// A dictionary form that a text may be an inflection of: the form, the classes a word must have for the chain
/// to fit, and the chain from the dictionary form to the text (食べちゃった: 食べる, ichidan, te-form → ちゃう → past).
public struct Deinflection: Sendable, Hashable {
    public let text: String
    public let wordClass: WordClass
    /// Dictionary form first.
    public let chain: [Inflection]
}
