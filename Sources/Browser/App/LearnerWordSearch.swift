import KanjiKit
import YomitanDictionaries

/// The word search over JMdict and the learner's own dictionaries (issue 49): the terms of the enabled dictionaries
/// that JMdict lacks join the results, and the frequency dictionary chosen with `kanji-tui dict rank` orders them
/// (`CombinedWordSearch`). It searches the dictionaries the screens read (``LearnerDictionaries``, opened once, on the
/// first question of either) and opens the ranking on the first search, not at start.
///
/// A ranking that cannot be read (a damaged manifest or file) leaves the results in JMdict's order and says why once,
/// in ``problem``, as a dictionary that cannot be read does in the dictionaries'. Refers to no screen.
public final class LearnerWordSearch {
    /// Strong: the learner's dictionaries, shared with the screens that show their entries.
    private let dictionaries: LearnerDictionaries
    /// Strong: the frequency list chosen with `dict rank`, opened on the first search (`nil` inside: none chosen), or
    /// why it could not be.
    private var ranking: Result<FrequencyRanking?, StorageError>?

    /// - Parameter dictionaries: the learner's dictionaries; ``LearnerDictionaries/none`` (tests) has none.
    public init(dictionaries: LearnerDictionaries) {
        self.dictionaries = dictionaries
    }

    /// No dictionary: JMdict's search alone, what tests and a browser without a user data folder have.
    public static var none: LearnerWordSearch { LearnerWordSearch(dictionaries: .none) }

    /// Why the dictionaries or the ranking cannot be read, once a search tried; `nil` otherwise.
    public var problem: String? {
        if case .failure(let error)? = ranking { return error.description }
        return dictionaries.problem
    }

    /// At most `limit` results for `query` in `words` and the learner's dictionaries, best first.
    /// - Throws: `CombinedWordSearch.Failure` when JMdict's file, or a dictionary's record, is damaged.
    public func search(_ query: String, in words: WordDictionary, limit: Int) throws(CombinedWordSearch.Failure) -> [WordSearchResult] {
        if ranking == nil, let library = dictionaries.library {
            ranking = Result { () throws(StorageError) in try FrequencyRanking(library: library) }
        }
        let chosen = (try? ranking?.get()) ?? nil
        return try CombinedWordSearch(words: words, dictionaries: dictionaries.installed, ranking: chosen).search(query, limit: limit)
    }
}
