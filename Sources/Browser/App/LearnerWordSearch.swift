import KanjiKit
import YomitanDictionaries

/// The word search over JMdict and the learner's own dictionaries (issue 49): the terms of the enabled dictionaries
/// that JMdict lacks join the results, and the frequency dictionary chosen with `kanji-tui dict rank` orders them
/// (`CombinedWordSearch`). Opened on the first search, not at start, and read in place.
///
/// A library that cannot be opened (a damaged manifest or file) leaves the search JMdict's alone and says why once,
/// in ``problem``. Holds the opened files strongly; it refers to no screen.
public final class LearnerWordSearch {
    /// Where the dictionaries are (`dictionaries/` beside the user database), or `nil` when there are none to read.
    private let library: DictionaryLibrary?
    /// Strong: the enabled dictionaries and the ranking, opened on the first search, or why they could not be.
    private var opened: Result<(dictionaries: InstalledDictionaries, ranking: FrequencyRanking?), StorageError>?

    /// - Parameter library: the learner's dictionary folder; `nil` (tests, no user data folder) has none.
    public init(library: DictionaryLibrary?) {
        self.library = library
    }

    /// No dictionary: JMdict's search alone, what tests and a browser without a user data folder have.
    public static var none: LearnerWordSearch { LearnerWordSearch(library: nil) }

    /// Why the dictionaries cannot be searched, once a search tried; `nil` otherwise.
    public var problem: String? {
        guard case .failure(let error)? = opened else { return nil }
        return error.description
    }

    /// At most `limit` results for `query` in `words` and the learner's dictionaries, best first.
    /// - Throws: `CombinedWordSearch.Failure` when JMdict's file, or a dictionary's record, is damaged.
    public func search(_ query: String, in words: WordDictionary, limit: Int) throws(CombinedWordSearch.Failure) -> [WordSearchResult] {
        if opened == nil, let library {
            opened = Result { () throws(StorageError) in
                (try InstalledDictionaries(library: library), try FrequencyRanking(library: library))
            }
        }
        let open = try? opened?.get()
        return try CombinedWordSearch(words: words, dictionaries: open?.dictionaries, ranking: open?.ranking).search(query, limit: limit)
    }
}
