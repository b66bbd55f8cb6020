/// Keys sorted as UTF-8 bytes, so every key starting with a prefix is one contiguous run found by two
/// binary searches: a query costs microseconds however many kanji there are, instead of a scan of
/// every reading and meaning word.
struct PrefixIndex: Sendable {
    struct Entry: Sendable {
        /// The normalised reading or lowercased meaning word, as UTF-8.
        let key: [UInt8]
        /// The kanji's position in `KanjiSearch`'s standard-ordered list.
        let kanji: Int32
        /// Which of the kanji's meanings the word belongs to (multi-word queries stay inside one
        /// meaning); 0 for readings.
        let meaning: Int32
    }

    private let entries: [Entry]

    init(_ entries: [Entry]) {
        self.entries = entries.sorted { $0.key.lexicographicallyPrecedes($1.key) }
    }

    /// Every entry whose key starts with `prefix`, in key order (so exact matches come first).
    func entries(withPrefix prefix: [UInt8]) -> ArraySlice<Entry> {
        let start = firstIndex { !$0.key.lexicographicallyPrecedes(prefix) }
        let end = firstIndex { !$0.key.lexicographicallyPrecedes(prefix) && !$0.key.starts(with: prefix) }
        return entries[start..<end]
    }

    /// The first index at which `isPast` holds, given that it holds for a suffix of the entries.
    private func firstIndex(where isPast: (Entry) -> Bool) -> Int {
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if isPast(entries[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
