import KanjiKit

/// The word search of `kanji-tui words` and the Words tab over JMdict and the learner's enabled dictionaries, ranked
/// by the frequency list the learner chose (`dict rank`), if any.
///
/// JMdict's results come as `WordDictionary.search` ranks them; a term of an imported dictionary that JMdict lacks
/// (written and read so) joins them where a Yomitan user looks for it: one the query writes or reads after JMdict's
/// words the query writes or reads, one it inflects after JMdict's inflected words. A term JMdict has is not listed
/// twice: its page shows the dictionaries' entries under the built-in one. With a ranking, each tier (the forms, the
/// inflected words, the prefixes, the glosses …) is ordered by the list's frequencies, the words it lacks after those
/// it has, so an exact match never falls below a prefix.
public struct CombinedWordSearch: Sendable {
    /// Why a search could not finish: JMdict's file or a learner's dictionary is damaged.
    public enum Failure: Error, Sendable, CustomStringConvertible {
        case words(DatasetError)
        case dictionaries(StorageError)

        public var description: String {
            switch self {
            case .words(let error): "\(error)"
            case .dictionaries(let error): "\(error)"
            }
        }
    }

    /// Strong: JMdict, read-only and shared.
    public let words: WordDictionary
    /// Strong: the enabled dictionaries, or nil for none.
    public let dictionaries: InstalledDictionaries?
    /// Strong: the learner's frequency list, or nil for the built-in ranking.
    public let ranking: FrequencyRanking?

    public init(words: WordDictionary, dictionaries: InstalledDictionaries?, ranking: FrequencyRanking?) {
        self.words = words
        self.dictionaries = dictionaries
        self.ranking = ranking
    }

    /// With a ranking, how many of JMdict's results at least are ranked before the first `limit` are kept: the
    /// list's commonest word may be JMdict's twentieth (`words nihon --limit 1` is 二本 by a list that puts it first).
    static let rankingPool = 100

    /// At most `limit` results for `query`, best first.
    public func search(_ query: String, limit: Int) throws(Failure) -> [WordSearchResult] {
        let pool = ranking == nil ? limit : max(limit, Self.rankingPool)
        var results: [WordSearchResult]
        do { results = try words.search(query, limit: pool).map(WordSearchResult.builtIn) } catch { throw .words(error) }
        let found: [ImportedTermMatch]
        do { found = try dictionaries?.search(query) ?? [] } catch { throw .dictionaries(error) }
        var imported: [ImportedTermMatch] = []
        for match in found {
            do { if try jmdictHas(match.term) { continue } } catch { throw .words(error) }
            imported.append(match)
        }
        for match in imported {
            let tiers: Set<WordMatch.Kind> = match.isExact ? [.exactForm, .romajiReading] : [.exactForm, .romajiReading, .inflected]
            let last = results.lastIndex { tiers.contains($0.kind) } ?? -1
            // After the last of its tier and the imported terms already placed there (the exact ones come first).
            var position = last + 1
            while position < results.count, case .imported = results[position] { position += 1 }
            results.insert(.imported(match), at: position)
        }
        guard let ranking else { return Array(results.prefix(limit)) }
        do { return Array(try Self.ranked(results, by: ranking).prefix(limit)) } catch { throw .dictionaries(error) }
    }

    /// `results` with each run of one tier ordered by the ranking's frequencies (the form tiers, typed and romaji,
    /// count as one).
    static func ranked(_ results: [WordSearchResult], by ranking: FrequencyRanking) throws(StorageError) -> [WordSearchResult] {
        func tier(_ result: WordSearchResult) -> Int {
            result.kind == .romajiReading ? WordMatch.Kind.exactForm.rawValue : result.kind.rawValue
        }
        var ranked: [WordSearchResult] = []
        var start = 0
        while start < results.count {
            var end = start + 1
            while end < results.count, tier(results[end]) == tier(results[start]) { end += 1 }
            ranked += try ranking.ordered(Array(results[start..<end])) { $0.word }
            start = end
        }
        return ranked
    }

    /// Whether JMdict has a word written `term.expression` (as a kanji form or a reading) and read as the term is.
    private func jmdictHas(_ term: DictionaryTerm) throws(DatasetError) -> Bool {
        try words.entries(headword: term.expression).contains { entry in
            (entry.kanjiForms.contains { $0.text == term.expression } || entry.readings.contains { $0.text == term.expression })
                && entry.readings.contains { $0.text == term.readingOrExpression }
        }
    }
}
