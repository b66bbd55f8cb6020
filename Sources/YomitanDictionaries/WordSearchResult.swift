import KanjiKit

/// One row of a word search over JMdict and the learner's dictionaries: a built-in word, or a term an imported
/// dictionary has and JMdict does not.
public enum WordSearchResult: Sendable, Equatable {
    case builtIn(WordMatch)
    case imported(ImportedTermMatch)

    /// The written form and reading a frequency list is asked about.
    public var word: (expression: String, reading: String) {
        switch self {
        case .builtIn(let match): (match.entry.headword, match.entry.reading)
        case .imported(let match): (match.term.expression, match.term.readingOrExpression)
        }
    }

    /// The tier it ranks in (`WordMatch.Kind`): an imported term the query writes or reads is a form match, one it
    /// inflects an inflected match.
    public var kind: WordMatch.Kind {
        switch self {
        case .builtIn(let match): match.kind
        case .imported(let match): match.isExact ? .exactForm : .inflected
        }
    }

    /// The JMdict word, or nil for an imported term.
    public var builtIn: WordMatch? {
        switch self {
        case .builtIn(let match): match
        case .imported: nil
        }
    }
}
