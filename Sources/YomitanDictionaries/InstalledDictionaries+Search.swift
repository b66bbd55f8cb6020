import KanjiKit

extension InstalledDictionaries {
    /// The terms a word search for `query` finds in the enabled dictionaries: those written or read as the query is
    /// typed (or as its romaji spells it in hiragana: `naosu` finds なおす), then those the query is an inflected
    /// form of — KanjiKit's deinflector undoes the query to candidate dictionary forms, each with the classes its
    /// chain needs, and a term is kept when its own rules (`v1`, `v5`, `adj-i` …, ``WordClass/init(yomitanRules:)``)
    /// name such a class, as Yomitan does. Each term once, the shortest chain first; within that, the learner's
    /// order of dictionaries and each dictionary's own (``terms(for:)``).
    /// - Throws: `StorageError` when a dictionary's record cannot be read.
    public func search(_ query: String) throws(StorageError) -> [ImportedTermMatch] {
        let typed = String(query.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        guard !typed.isEmpty else { return [] }
        var keys = [typed]
        if let romaji = Romaji.hiragana(typed), romaji.isComplete, romaji.kana != typed { keys.append(romaji.kana) }
        var found: [ImportedTermMatch] = []
        func add(_ match: ImportedTermMatch) {
            if !found.contains(where: { $0.dictionary == match.dictionary && $0.term == match.term }) { found.append(match) }
        }
        for key in keys {
            for term in try terms(for: key) { add(ImportedTermMatch(dictionary: term.dictionary, term: term.value)) }
        }
        for key in keys {
            for candidate in Deinflector.candidates(of: key) {
                for term in try terms(for: candidate.text) where term.value.expression == candidate.text || term.value.reading == candidate.text {
                    guard !WordClass(yomitanRules: term.value.rules).isDisjoint(with: candidate.wordClass) else { continue }
                    add(ImportedTermMatch(dictionary: term.dictionary, term: term.value, inflection: candidate.chain))
                }
            }
        }
        return found
    }
}
