extension WordDictionary {
    /// Every word shown at one of the JLPT `levels` (5 for N5 … 1 for N1; `DictionaryEntry.shownJLPTLevel`: the
    /// lists agree on it), by rank.
    ///
    /// The levels have no index: each record's level field is read on its own (a few bytes past its start) and
    /// only the words at a wanted level are decoded. A whole pass over the records, for a command run once
    /// (`study import --jlpt N5 --words`), never for a screen.
    /// - Throws: `DatasetError` when a record is malformed.
    public func words(atJLPTLevels levels: Set<Int>) throws(DatasetError) -> [DictionaryEntry] {
        var entries: [DictionaryEntry] = []
        for index in 0..<records.count {
            guard let level = try records.readItem(index, DictionaryRecord.shownJLPTLevel), let level, levels.contains(level) else { continue }
            entries.append(try entry(rank: index + 1))
        }
        return entries
    }
}
