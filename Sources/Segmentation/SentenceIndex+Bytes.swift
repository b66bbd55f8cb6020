/// A ``SentenceIndex`` as bytes, for ``SentenceIndexCache``'s files: little-endian integers and length-prefixed UTF-8,
/// read back in one pass (a 10 MB library's indexes in tens of milliseconds, where segmenting it again takes minutes).
///
/// The layout: `KTSENTS\0`, the format's version (u32); the words (u32 count; each its entry number (i32), 1 for
/// grammar else 0 (u8), its sense (u16), its candidates (u16 count, i32 each), its surface, dictionary form, headword
/// and reading); the sentences (u32 count; each its position (u32), its text, its occurrences (u32 count; each its
/// word, start and end, u32)). A string is a u32 byte count and its UTF-8.
extension SentenceIndex {
    static let magic = Array("KTSENTS\0".utf8)
    /// Raised whenever the layout above changes: a file of another version is no index (and made again).
    static let formatVersion: UInt32 = 1

    /// The index as the bytes of its file.
    public var bytes: [UInt8] {
        var writer = ByteWriter()
        writer.bytes += Self.magic
        writer.u32(Int(Self.formatVersion))
        writer.u32(words.count)
        for word in words {
            writer.i32(word.entryNumber)
            writer.bytes.append(word.isGrammar ? 1 : 0)
            writer.u16(word.senseIndex)
            writer.u16(word.candidateNumbers.count)
            word.candidateNumbers.forEach { writer.i32($0) }
            for text in [word.surface, word.dictionaryForm, word.headword, word.reading] { writer.string(text) }
        }
        writer.u32(sentences.count)
        for sentence in sentences {
            writer.u32(sentence.position)
            writer.string(sentence.text)
            writer.u32(sentence.occurrences.count)
            for occurrence in sentence.occurrences {
                writer.u32(occurrence.word)
                writer.u32(occurrence.bytes.lowerBound)
                writer.u32(occurrence.bytes.upperBound)
            }
        }
        return writer.bytes
    }

    /// The index `bytes` hold, or nil when they are none of this version's (another version, cut short, a word or a
    /// range out of bounds): a damaged cache file is a miss, never a crash.
    public init?(bytes: [UInt8]) {
        var reader = ByteReader(bytes: bytes)
        guard reader.take(Self.magic.count).map(Array.init) == Self.magic, reader.u32() == Int(Self.formatVersion),
              let wordCount = reader.u32() else { return nil }
        var words: [TextWord] = []
        words.reserveCapacity(min(wordCount, bytes.count / 16))
        for _ in 0..<wordCount {
            guard let entry = reader.i32(), let grammar = reader.take(1)?.first, let sense = reader.u16(),
                  let candidateCount = reader.u16() else { return nil }
            var candidates: [Int] = []
            for _ in 0..<candidateCount {
                guard let number = reader.i32() else { return nil }
                candidates.append(number)
            }
            guard let surface = reader.string(), let form = reader.string(), let headword = reader.string(),
                  let reading = reader.string() else { return nil }
            words.append(TextWord(byteRange: 0..<surface.utf8.count, surface: surface, dictionaryForm: form, entryNumber: entry,
                                  headword: headword, reading: reading, inflection: [], candidateNumbers: candidates,
                                  senseIndex: sense, isGrammar: grammar == 1))
        }
        guard let sentenceCount = reader.u32() else { return nil }
        var sentences: [Sentence] = []
        sentences.reserveCapacity(min(sentenceCount, bytes.count / 16))
        for _ in 0..<sentenceCount {
            guard let position = reader.u32(), let text = reader.string(), let count = reader.u32() else { return nil }
            let length = text.utf8.count
            var occurrences: [Occurrence] = []
            occurrences.reserveCapacity(min(count, length))
            for _ in 0..<count {
                guard let word = reader.u32(), let start = reader.u32(), let end = reader.u32(),
                      word < words.count, start <= end, end <= length else { return nil }
                occurrences.append(Occurrence(word: word, bytes: start..<end))
            }
            sentences.append(Sentence(text: text, position: position, occurrences: occurrences))
        }
        guard reader.isAtEnd else { return nil }
        self.init(words: words, sentences: sentences)
    }
}

/// Little-endian integers and length-prefixed strings appended to bytes.
private struct ByteWriter {
    var bytes: [UInt8] = []

    mutating func u16(_ value: Int) {
        let value = UInt16(clamping: value)
        bytes += [UInt8(value & 0xFF), UInt8(value >> 8)]
    }

    mutating func u32(_ value: Int) {
        let value = UInt32(clamping: value)
        bytes += [UInt8(value & 0xFF), UInt8((value >> 8) & 0xFF), UInt8((value >> 16) & 0xFF), UInt8(value >> 24)]
    }

    mutating func i32(_ value: Int) {
        u32(Int(UInt32(bitPattern: Int32(clamping: value))))
    }

    mutating func string(_ text: String) {
        u32(text.utf8.count)
        bytes += text.utf8
    }
}

/// Reads what ``ByteWriter`` wrote, each value nil past the end.
private struct ByteReader {
    let bytes: [UInt8]
    private var offset = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { offset == bytes.count }

    mutating func take(_ count: Int) -> ArraySlice<UInt8>? {
        guard count >= 0, count <= bytes.count - offset else { return nil }
        defer { offset += count }
        return bytes[offset..<(offset + count)]
    }

    mutating func u16() -> Int? {
        guard let two = take(2) else { return nil }
        return Int(two[two.startIndex]) | Int(two[two.startIndex + 1]) << 8
    }

    mutating func u32() -> Int? {
        guard let four = take(4) else { return nil }
        let start = four.startIndex
        return Int(four[start]) | Int(four[start + 1]) << 8 | Int(four[start + 2]) << 16 | Int(four[start + 3]) << 24
    }

    mutating func i32() -> Int? {
        u32().map { Int(Int32(bitPattern: UInt32($0))) }
    }

    mutating func string() -> String? {
        guard let count = u32(), let utf8 = take(count) else { return nil }
        return String(decoding: utf8, as: UTF8.self)
    }
}
