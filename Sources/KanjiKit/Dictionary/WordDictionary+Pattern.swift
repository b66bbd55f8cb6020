extension WordDictionary {
    /// The words with a written form or reading matching the wildcard `pattern` (see `WordPattern`), most
    /// common first, at most `limit`; nil when `query` has no wildcard or nothing but wildcards.
    ///
    /// A pattern with a kanji reads the words written with its rarest kanji, in rank order, and stops at `limit`
    /// matches; one without reads the forms index from the pattern's literal start (all of it for `*ぶ`).
    public func patternSearch(_ query: String, limit: Int) throws(DatasetError) -> [WordMatch]? {
        guard let pattern = WordPattern(query) else { return nil }
        var numbers: [Int] = []
        if let rarest = pattern.kanji.min(by: { wordCount(containing: $0) < wordCount(containing: $1) }) {
            for posting in kanji.postings(of: Array(String(rarest).utf8)) where numbers.count < limit {
                let entry = try entry(rank: Self.wordNumber(posting) + 1)
                if (entry.kanjiForms.map(\.text) + entry.readings.map(\.text)).contains(where: { pattern.matches(DictionaryKey.form($0)) }) {
                    numbers.append(Self.wordNumber(posting))
                }
            }
        } else {
            var found: Set<Int> = []
            forms.forEachKey(withPrefix: pattern.prefix, limit: limit, keyFilter: pattern.matches(_:)) { _, postings, _ in
                found.formUnion(postings.map(Self.wordNumber))
                return true
            }
            numbers = Array(found.sorted().prefix(limit))
        }
        var matches: [WordMatch] = []
        for number in numbers {
            matches.append(WordMatch(entry: try entry(rank: number + 1), kind: .pattern))
        }
        return matches
    }
}
