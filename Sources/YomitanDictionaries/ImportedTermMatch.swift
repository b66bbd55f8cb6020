import KanjiKit

/// A term of an imported dictionary found by a word search, the title of its dictionary, and how the query
/// inflects it (empty when the query is the term as written or read).
public struct ImportedTermMatch: Sendable, Equatable {
    public let dictionary: String
    public let term: DictionaryTerm
    /// Dictionary form first, as KanjiKit's deinflector names the steps (食べちゃった: te-form, ちゃう, past).
    public let inflection: [Inflection]

    public init(dictionary: String, term: DictionaryTerm, inflection: [Inflection] = []) {
        self.dictionary = dictionary
        self.term = term
        self.inflection = inflection
    }

    /// Whether the query was the term itself, not an inflected form of it.
    public var isExact: Bool { inflection.isEmpty }
}
