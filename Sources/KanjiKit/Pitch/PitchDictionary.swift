/// The pitch accents of JMdict's words (`Resources/pitch.bin`, written by `tools/generate_pitch.py`), read in place.
///
/// Opening maps the file and checks its header, nothing more, so it costs the same whether the caller then looks up
/// one word or none; a lookup binary-searches the index of sequence numbers (17 reads of 8 bytes for 83,000 words)
/// and decodes one short record. Both are copied out with `pread` (`MappedFile.read`), so a lookup leaves none of
/// the file resident.
///
/// ```swift
/// let pitch = try PitchDictionary(directory: DataLocation.directory(explicit: nil))
/// let chopsticks = try WordDictionary(directory: …).entries(headword: "箸")[0]
/// try pitch.pitch(of: chopsticks)?.accents              // [PitchAccent(downstep: 1)]
/// try pitch.pitch(of: chopsticks)?.accents[0].drawn(reading: "はし")   // ￣　＿ over は＼し
/// ```
public final class PitchDictionary: Sendable {
    /// The file's name inside the data directory.
    public static let fileName = "pitch.bin"
    static let recordSeparator = UInt8(0x1E), unitSeparator = UInt8(0x1F)

    public var path: String { records.path }
    /// Strong: the file, owned by this dictionary: an index of (sequence number, record start), then the records.
    private let records: IndexedRecordFile
    /// How many words have an accent.
    public var count: Int { records.count }

    /// - Throws: `DatasetError` when the file is missing, unreadable, of another format or truncated.
    public init(path: String) throws(DatasetError) {
        records = try IndexedRecordFile(path: path, magic: "KTPITCH\0", version: 2, entryLength: 8, kind: "pitch accent")
    }

    /// Opens `pitch.bin` in a data directory (see `DataLocation`).
    public convenience init(directory: String) throws(DatasetError) {
        try self.init(path: directory + "/" + Self.fileName)
    }

    /// The accents of every reading of the JMdict entry numbered `sequence` that either dictionary knows, in the
    /// entry's order of readings; empty when neither knows the word.
    /// - Throws: `DatasetError` when the file is damaged.
    public func readings(sequence: Int) throws(DatasetError) -> [ReadingPitch] {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            let (number, offset) = try indexEntry(middle)
            if number == sequence {
                let end = middle + 1 < count ? try indexEntry(middle + 1).offset : try records.recordsLength()
                guard end >= offset, let readings = try records.records(from: offset, to: end, Self.decode) else {
                    throw DatasetError(file: path, problem: "the accents of word \(sequence) are malformed; regenerate the file with 'make data'")
                }
                return readings
            }
            if number < sequence { low = middle + 1 } else { high = middle }
        }
        return []
    }

    /// The accents of one reading of `entry`: its own reading (`DictionaryEntry.reading`) unless `reading` names
    /// another; nil when neither dictionary knows it.
    public func pitch(of entry: DictionaryEntry, reading: String? = nil) throws(DatasetError) -> ReadingPitch? {
        let wanted = reading ?? entry.reading
        return try readings(sequence: entry.sequence).first { $0.reading == wanted }
    }

    // MARK: - Reading the file

    /// The sequence number and record offset of the `position`-th index entry.
    private func indexEntry(_ position: Int) throws(DatasetError) -> (sequence: Int, offset: Int) {
        try records.indexPair(at: position * 8)
    }

    /// A record's readings: RS-separated readings of kana US the accents shown US NAIST accents US UniDic accents
    /// (`encode` in tools/generate_pitch.py); nil when it is not that.
    static func decode(_ bytes: UnsafeRawBufferPointer) -> [ReadingPitch]? {
        var readings: [ReadingPitch] = []
        for part in bytes.split(separator: recordSeparator, omittingEmptySubsequences: false) {
            let fields = part.split(separator: unitSeparator, omittingEmptySubsequences: false)
            guard fields.count == 4, let reading = String(validating: fields[0], as: UTF8.self), !reading.isEmpty,
                  let shown = accents(fields[1]), let naist = accents(fields[2]), let unidic = accents(fields[3]) else { return nil }
            readings.append(ReadingPitch(reading: reading, accents: shown, naistJdic: naist, uniDic: unidic))
        }
        return readings
    }

    /// "0,3" as accents; [] for an empty field; nil when a number is not one.
    private static func accents(_ field: Slice<UnsafeRawBufferPointer>) -> [PitchAccent]? {
        guard !field.isEmpty else { return [] }
        var accents: [PitchAccent] = []
        for number in field.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false) {
            guard !number.isEmpty, number.count <= 3, number.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
            accents.append(PitchAccent(downstep: number.reduce(0) { $0 * 10 + Int($1 - 0x30) }))
        }
        return accents
    }
}
