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

    /// Sorts `entries` by key; entries with equal keys keep their given order.
    ///
    /// Built on the first `/` of a session (and by every `kanji-tui search`), over some 100,000 keys:
    /// positions are sorted, not entries (moving an entry retains and releases its key), and keys are
    /// compared as runs of one flat byte buffer, most of them settled by their first eight bytes packed
    /// into one integer.
    init(_ entries: [Entry]) {
        var flatKeys: [UInt8] = []
        var keyStarts: [Int] = []
        keyStarts.reserveCapacity(entries.count + 1)
        for entry in entries {
            keyStarts.append(flatKeys.count)
            flatKeys += entry.key
        }
        keyStarts.append(flatKeys.count)
        let leadingBytes = entries.map { Self.packedLeadingBytes(of: $0.key) }
        var order = Array(entries.indices)
        flatKeys.withUnsafeBufferPointer { flatKeys in
            order.sort { left, right in
                if leadingBytes[left] != leadingBytes[right] { return leadingBytes[left] < leadingBytes[right] }
                let leftKey = flatKeys[keyStarts[left]..<keyStarts[left + 1]]
                let rightKey = flatKeys[keyStarts[right]..<keyStarts[right + 1]]
                if leftKey.elementsEqual(rightKey) { return left < right }
                return leftKey.lexicographicallyPrecedes(rightKey)
            }
        }
        self.entries = order.map { entries[$0] }
    }

    /// The first eight bytes of `key`, big-endian and zero-padded, so that comparing two of these
    /// integers orders keys as their byte-wise comparison does whenever the integers differ (keys are
    /// text and hold no zero bytes).
    private static func packedLeadingBytes(of key: [UInt8]) -> UInt64 {
        var packed: UInt64 = 0
        for index in 0..<8 {
            packed = packed << 8 | UInt64(index < key.count ? key[index] : 0)
        }
        return packed
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
