/// Decodes one record of `words.bin` into a `DictionaryEntry` (layout: `tools/generate_words.py`).
///
/// Splits on the separator bytes before making any `String`: splitting a `String` by `Character` walks
/// grapheme clusters and made a record cost 20 µs, a search of 50 words a millisecond.
enum DictionaryRecord {
    private static let field: UInt8 = 0x1E
    private static let item: UInt8 = 0x1F
    private static let part: UInt8 = 0x1D
    private static let element: UInt8 = 0x1C

    private typealias Bytes = Slice<UnsafeRawBufferPointer>

    /// - Parameters:
    ///   - tags: the tags section, which the record's tag numbers index.
    /// - Returns: nil when the record is not UTF-8 or lacks a field, or a number is out of range.
    static func entry(_ bytes: UnsafeRawBufferPointer, rank: Int, tags: [String]) -> DictionaryEntry? {
        let fields = bytes[...].split(separator: field, omittingEmptySubsequences: false)
        guard fields.count >= 5, let sequence = number(fields[0]), let priorities = texts(fields[1]) else { return nil }
        func tagList(_ bytes: Bytes) -> [String]? {
            var names: [String] = []
            for text in bytes.split(separator: element) {
                guard let index = number(text), tags.indices.contains(index) else { return nil }
                names.append(tags[index])
            }
            return names
        }
        func parts(_ bytes: Bytes, count: Int) -> [Bytes]? {
            let parts = bytes.split(separator: part, omittingEmptySubsequences: false)
            return parts.count == count ? parts : nil
        }
        var kanjiForms: [DictionaryEntry.KanjiForm] = []
        for form in fields[3].split(separator: item) {
            guard let parts = parts(form, count: 2), let text = text(parts[0]), let formTags = tagList(parts[1]) else { return nil }
            kanjiForms.append(.init(text: text, tags: formTags))
        }
        var readings: [DictionaryEntry.Reading] = []
        for form in fields[4].split(separator: item) {
            guard let parts = parts(form, count: 3), let text = text(parts[0]), let formTags = tagList(parts[1]) else { return nil }
            var restrictedTo: [String] = []
            for position in parts[2].split(separator: element) {
                guard let index = number(position), kanjiForms.indices.contains(index) else { return nil }
                restrictedTo.append(kanjiForms[index].text)
            }
            readings.append(.init(text: text, tags: formTags, restrictedTo: restrictedTo))
        }
        var senses: [DictionaryEntry.Sense] = []
        for sense in fields.dropFirst(5) {
            guard let parts = parts(sense, count: 4), let partsOfSpeech = tagList(parts[0]), let senseTags = tagList(parts[1]),
                  let notes = texts(parts[2]), let glosses = texts(parts[3]) else { return nil }
            senses.append(.init(partsOfSpeech: partsOfSpeech, tags: senseTags, notes: notes, glosses: glosses))
        }
        return DictionaryEntry(rank: rank, sequence: sequence, priorities: priorities,
                               wordfreqRank: fields[2].isEmpty ? nil : number(fields[2]),
                               kanjiForms: kanjiForms, readings: readings, senses: senses)
    }

    private static func text(_ bytes: Bytes) -> String? {
        String(validating: bytes, as: UTF8.self)
    }

    /// The texts of a list joined by FS.
    private static func texts(_ bytes: Bytes) -> [String]? {
        var texts: [String] = []
        for element in bytes.split(separator: element) {
            guard let text = text(element) else { return nil }
            texts.append(text)
        }
        return texts
    }

    /// A decimal number of ASCII digits.
    private static func number(_ bytes: Bytes) -> Int? {
        guard !bytes.isEmpty, bytes.count <= 18 else { return nil }
        var value = 0
        for byte in bytes {
            guard (0x30...0x39).contains(byte) else { return nil }
            value = value * 10 + Int(byte - 0x30)
        }
        return value
    }
}
