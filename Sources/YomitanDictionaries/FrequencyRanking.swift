import KanjiKit

/// The frequency dictionary the learner ranks words by (`kanji-tui dict rank TITLE`): a word's frequency read from
/// its term meta file in place, one lookup a word. Opened whether or not the dictionary is enabled for lookups:
/// ranking by a list is a choice of its own, made and undone with `dict rank`.
///
/// A dictionary's index says how to read its numbers (`frequencyMode`): `occurrence-based` counts, more common is
/// higher; otherwise (`rank-based`, or not said, as for most lists) ranks, more common is lower.
public struct FrequencyRanking: Sendable {
    public let title: String
    /// Strong: the open term meta file.
    private let termMeta: KeyedRecords
    private let higherIsCommoner: Bool

    /// The ranking the library's manifest names, or nil when the learner has not chosen one.
    /// - Throws: `StorageError` when the manifest or the dictionary's files cannot be read.
    public init?(library: DictionaryLibrary) throws(StorageError) {
        let manifest = try library.manifest()
        guard let title = manifest.ranking, let entry = manifest.dictionaries.first(where: { $0.title == title }) else { return nil }
        let info = try library.info(of: entry)
        do {
            termMeta = try KeyedRecords(path: library.folder(of: entry) + "/" + DictionaryFile.termMeta.rawValue, magic: DictionaryFile.termMeta.magic)
        } catch {
            throw StorageError(path: error.file, problem: "the ranking dictionary '\(title)' cannot be read (\(error.problem)); remove it and import it again")
        }
        self.title = title
        higherIsCommoner = info.index.frequencyMode == "occurrence-based"
    }

    /// The word written `expression` and read `reading` as a sort key, lower first: its rank (or its negated count);
    /// nil when the dictionary has no number for it. A frequency given for another reading does not count; of
    /// several for this one, the commonest.
    /// - Throws: `StorageError` when a record cannot be read.
    public func sortKey(expression: String, reading: String) throws(StorageError) -> Double? {
        let records: [[UInt8]]
        do { records = try termMeta.values(for: expression) } catch {
            throw StorageError(path: error.file, problem: "\(error.problem); remove the dictionary '\(title)' and import it again")
        }
        var best: Double?
        for bytes in records {
            let meta: TermMeta
            do { meta = try TermMeta.decode(try JSONParser.parse(bytes)) } catch {
                throw StorageError(path: termMeta.path, problem: "the dictionary '\(title)' holds a damaged record (\(error))")
            }
            guard case .frequency(let frequency, let given) = meta.data, given == nil || given == reading, let value = frequency.value else { continue }
            let key = higherIsCommoner ? -value : value
            best = min(best ?? key, key)
        }
        return best
    }

    /// `items` ordered by their words' frequencies, commonest first, those the dictionary lacks after those it has;
    /// items of one key (and all those it lacks) keep their order.
    public func ordered<Item>(_ items: [Item], word: (Item) -> (expression: String, reading: String)) throws(StorageError) -> [Item] {
        var keyed: [(key: Double?, offset: Int, item: Item)] = []
        for (offset, item) in items.enumerated() {
            let (expression, reading) = word(item)
            keyed.append((try sortKey(expression: expression, reading: reading), offset, item))
        }
        return keyed.sorted { left, right in
            switch (left.key, right.key) {
            case let (left?, right?) where left != right: left < right
            case (.some, .none): true
            case (.none, .some): false
            default: left.offset < right.offset
            }
        }.map(\.item)
    }
}
