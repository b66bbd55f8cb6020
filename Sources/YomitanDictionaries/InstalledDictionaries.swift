import KanjiKit

/// The enabled dictionaries, opened for lookups in the learner's order. Opening maps each dictionary's files and
/// checks their headers, nothing more; each lookup binary-searches them (``KeyedRecords``), so what a lookup costs
/// does not grow with the dictionaries' size, and nothing of them is loaded at start.
///
/// ```swift
/// let dictionaries = try InstalledDictionaries(library: DictionaryLibrary(besideUserDatabase: path))
/// for found in try dictionaries.terms(for: "直す") { print(found.dictionary, found.value.glossary) }
/// ```
public final class InstalledDictionaries: Sendable {
    /// One result and the dictionary that gave it.
    public struct Found<Value: Sendable>: Sendable {
        /// The dictionary's title.
        public let dictionary: String
        public let value: Value
    }

    /// One open dictionary: its files, each read in place.
    private struct Open: Sendable {
        let title: String
        let terms: KeyedRecords
        let readings: KeyedRecords
        let termMeta: KeyedRecords
        let kanji: KeyedRecords
        let kanjiMeta: KeyedRecords
        let tags: KeyedRecords
    }

    /// Strong: the open files of the enabled dictionaries, in the learner's order.
    private let open: [Open]

    /// The titles of the enabled dictionaries, in order.
    public var titles: [String] { open.map(\.title) }

    /// - Throws: `StorageError` when the manifest or a dictionary's files cannot be read (naming the dictionary).
    public init(library: DictionaryLibrary) throws(StorageError) {
        var open: [Open] = []
        for entry in try library.manifest().dictionaries where entry.enabled {
            open.append(try Self.open(entry, in: library))
        }
        self.open = open
    }

    /// Only the dictionary titled `title` (exactly), enabled or not: one the learner chose for a purpose of its own,
    /// as the glossary of the notes sent to Anki; none when no dictionary has that title now.
    /// - Throws: `StorageError` when the manifest or the dictionary's files cannot be read.
    public init(library: DictionaryLibrary, only title: String) throws(StorageError) {
        var open: [Open] = []
        for entry in try library.manifest().dictionaries where entry.title == title {
            open.append(try Self.open(entry, in: library))
        }
        self.open = open
    }

    /// The files of the dictionary `entry` names, each opened in place.
    private static func open(_ entry: DictionaryManifest.Entry, in library: DictionaryLibrary) throws(StorageError) -> Open {
        let folder = library.folder(of: entry)
        func records(_ file: DictionaryFile) throws(StorageError) -> KeyedRecords {
            do {
                return try KeyedRecords(path: folder + "/" + file.rawValue, magic: file.magic)
            } catch {
                throw StorageError(path: error.file, problem: "the dictionary '\(entry.title)' cannot be read (\(error.problem)); remove it and import it again")
            }
        }
        return Open(title: entry.title, terms: try records(.terms), readings: try records(.readings), termMeta: try records(.termMeta),
                    kanji: try records(.kanji), kanjiMeta: try records(.kanjiMeta), tags: try records(.tags))
    }

    /// The terms written or read `text` in each enabled dictionary, in the learner's order; within one dictionary
    /// the most popular first (the bank's score), else in the bank's order.
    public func terms(for text: String) throws(StorageError) -> [Found<DictionaryTerm>] {
        var found: [Found<DictionaryTerm>] = []
        for dictionary in open {
            var rows = try read { () throws(DatasetError) in try dictionary.terms.values(for: text) }
            for pointer in try read({ () throws(DatasetError) in try dictionary.readings.values(for: text) }) where pointer.count == 4 {
                let position = Int(IndexedRecordFile.uint32(pointer, at: 0))
                rows.append(try read { () throws(DatasetError) in try dictionary.terms.value(at: position) })
            }
            let terms = try rows.map { bytes throws(StorageError) in
                try decode(bytes, in: dictionary) { value throws(RowProblem) in try DictionaryTerm.decodeVersion3(value) }
            }
            let ordered = terms.enumerated().sorted { $0.element.score != $1.element.score ? $0.element.score > $1.element.score : $0.offset < $1.offset }
            found += ordered.map { Found(dictionary: dictionary.title, value: $0.element) }
        }
        return found
    }

    /// The frequencies, pitch accents and IPA of the term written `expression` in each enabled dictionary; with a
    /// `reading`, only those given for that reading or for none.
    public func termMeta(for expression: String, reading: String? = nil) throws(StorageError) -> [Found<TermMeta>] {
        var found: [Found<TermMeta>] = []
        for dictionary in open {
            for bytes in try read({ () throws(DatasetError) in try dictionary.termMeta.values(for: expression) }) {
                let meta = try decode(bytes, in: dictionary) { value throws(RowProblem) in try TermMeta.decode(value) }
                if let reading, let given = meta.reading, given != reading { continue }
                found.append(Found(dictionary: dictionary.title, value: meta))
            }
        }
        return found
    }

    /// The kanji dictionaries' entries for `character`.
    public func kanji(for character: String) throws(StorageError) -> [Found<DictionaryKanji>] {
        var found: [Found<DictionaryKanji>] = []
        for dictionary in open {
            for bytes in try read({ () throws(DatasetError) in try dictionary.kanji.values(for: character) }) {
                found.append(Found(dictionary: dictionary.title,
                                   value: try decode(bytes, in: dictionary) { value throws(RowProblem) in try DictionaryKanji.decodeVersion3(value) }))
            }
        }
        return found
    }

    /// The frequencies the kanji meta banks give `character`.
    public func kanjiMeta(for character: String) throws(StorageError) -> [Found<KanjiMeta>] {
        var found: [Found<KanjiMeta>] = []
        for dictionary in open {
            for bytes in try read({ () throws(DatasetError) in try dictionary.kanjiMeta.values(for: character) }) {
                found.append(Found(dictionary: dictionary.title,
                                   value: try decode(bytes, in: dictionary) { value throws(RowProblem) in try KanjiMeta.decode(value) }))
            }
        }
        return found
    }

    /// What the tag `name` means in the dictionary titled `dictionary`, or nil when it has no such tag.
    public func tag(named name: String, in dictionary: String) throws(StorageError) -> DictionaryTag? {
        guard let open = open.first(where: { $0.title == dictionary }),
              let bytes = try read({ () throws(DatasetError) in try open.tags.values(for: name) }).first else { return nil }
        return try decode(bytes, in: open) { value throws(RowProblem) in try DictionaryTag.decode(value) }
    }

    /// How many characters at the start of `text` some term of an enabled dictionary begins with (written or read so):
    /// no term longer than that is written as `text` begins, and no dictionary form sharing more of it exists.
    public func longestKeyPrefix(of text: Substring) throws(StorageError) -> Int {
        var length = 0
        for character in text {
            let prefix = Array(text.prefix(length).utf8) + Array(character.utf8)
            var found = false
            for dictionary in open where !found {
                found = try read { () throws(DatasetError) in
                    if try dictionary.terms.containsKey(startingWith: prefix) { return true }
                    return try dictionary.readings.containsKey(startingWith: prefix)
                }
            }
            guard found else { break }
            length += 1
        }
        return length
    }

    /// Whether a term of an enabled dictionary is written or read `key`: the keys searched, no record read whole.
    func hasKey(_ key: String) throws(StorageError) -> Bool {
        for dictionary in open {
            let found = try read { () throws(DatasetError) in
                if try dictionary.terms.contains(key) { return true }
                return try dictionary.readings.contains(key)
            }
            if found { return true }
        }
        return false
    }

    // MARK: - Reading

    private func read<Value>(_ body: () throws(DatasetError) -> Value) throws(StorageError) -> Value {
        do {
            return try body()
        } catch {
            throw StorageError(path: error.file, problem: "\(error.problem); remove the dictionary and import it again")
        }
    }

    private func decode<Value>(_ bytes: [UInt8], in dictionary: Open, _ body: (JSONValue) throws(RowProblem) -> Value) throws(StorageError) -> Value {
        do {
            return try body(try JSONParser.parse(bytes))
        } catch let problem as RowProblem {
            throw StorageError(path: dictionary.terms.path, problem: "the dictionary '\(dictionary.title)' holds a damaged record (\(problem))")
        } catch {
            throw StorageError(path: dictionary.terms.path, problem: "the dictionary '\(dictionary.title)' holds a damaged record (\(error))")
        }
    }
}

extension TermMeta {
    /// The reading the frequency, pitch or IPA is for; nil for a frequency given for the term whatever its reading.
    public var reading: String? {
        switch data {
        case .frequency(_, let reading): reading
        case .pitch(let reading, _): reading
        case .ipa(let reading, _): reading
        }
    }
}
