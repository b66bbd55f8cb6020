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
            // One lookup a dictionary form, however many chains reach it (shortest first, as the deinflector gives them).
            let candidates = Deinflector.candidates(of: key)
            let chainsByForm = Dictionary(grouping: candidates, by: \.text)
            var looked: Set<String> = []
            for form in candidates.map(\.text) where looked.insert(form).inserted {
                let chains = chainsByForm[form] ?? []
                for term in try terms(for: form) where term.value.expression == form || term.value.reading == form {
                    let classes = WordClass(yomitanRules: term.value.rules)
                    guard let chain = chains.first(where: { !classes.isDisjoint(with: $0.wordClass) }) else { continue }
                    add(ImportedTermMatch(dictionary: term.dictionary, term: term.value, inflection: chain.chain))
                }
            }
        }
        return found
    }

    /// Whether ``search(_:)`` could find anything written, read or inflected as `text`, a run of a text whose first
    /// `keyPrefix` characters some term begins with (``longestKeyPrefix(of:)``): the keys looked for alone, no record
    /// decoded. A reader's scan asks this of each run from the cursor, longest first, and searches only the first
    /// that may match. A run longer than `keyPrefix` can only be an inflected form, one ending in kana; a dictionary
    /// form that shares more than `keyPrefix` characters with it is no key, and is not looked for.
    /// - Throws: `StorageError` when a dictionary's file cannot be read.
    public func mayFind(_ text: String, keyPrefix: Int) throws(StorageError) -> Bool {
        if text.count <= keyPrefix, try hasKey(text) { return true }
        guard let last = text.unicodeScalars.last, (0x3041...0x309F).contains(last.value) else { return false }
        let beyond = String(text.prefix(keyPrefix + 1))
        var asked: Set<String> = [text]
        for form in Deinflector.candidates(of: text).map(\.text) where !form.hasPrefix(beyond) && asked.insert(form).inserted {
            if try hasKey(form) { return true }
        }
        return false
    }
}
