/// Decodes one record of `words.bin` into a `DictionaryEntry` (layout: `tools/generate_words.py`).
enum DictionaryRecord {
    private static let field: Character = "\u{1E}"
    private static let item: Character = "\u{1F}"
    private static let part: Character = "\u{1D}"
    private static let element: Character = "\u{1C}"

    /// - Parameters:
    ///   - tags: the tags section, which the record's tag numbers index.
    /// - Returns: nil when the record is not UTF-8 or lacks a field, or a tag number is out of range.
    static func entry(_ bytes: UnsafeRawBufferPointer, rank: Int, tags: [String]) -> DictionaryEntry? {
        guard let text = String(validating: bytes, as: UTF8.self) else { return nil }
        let fields = text.split(separator: field, omittingEmptySubsequences: false)
        guard fields.count >= 5, let sequence = Int(fields[0]) else { return nil }
        func list(_ text: Substring) -> [String] {
            text.split(separator: element).map(String.init)
        }
        func tagList(_ text: Substring) -> [String]? {
            var names: [String] = []
            for number in text.split(separator: element) {
                guard let index = Int(number), tags.indices.contains(index) else { return nil }
                names.append(tags[index])
            }
            return names
        }
        func parts(_ text: Substring, count: Int) -> [Substring]? {
            let parts = text.split(separator: part, omittingEmptySubsequences: false)
            return parts.count == count ? parts : nil
        }
        var kanjiForms: [DictionaryEntry.KanjiForm] = []
        for form in fields[3].split(separator: item) {
            guard let parts = parts(form, count: 2), let formTags = tagList(parts[1]) else { return nil }
            kanjiForms.append(.init(text: String(parts[0]), tags: formTags))
        }
        var readings: [DictionaryEntry.Reading] = []
        for form in fields[4].split(separator: item) {
            guard let parts = parts(form, count: 3), let formTags = tagList(parts[1]) else { return nil }
            var restrictedTo: [String] = []
            for position in parts[2].split(separator: element) {
                guard let index = Int(position), kanjiForms.indices.contains(index) else { return nil }
                restrictedTo.append(kanjiForms[index].text)
            }
            readings.append(.init(text: String(parts[0]), tags: formTags, restrictedTo: restrictedTo))
        }
        var senses: [DictionaryEntry.Sense] = []
        for sense in fields.dropFirst(5) {
            guard let parts = parts(sense, count: 4), let partsOfSpeech = tagList(parts[0]),
                  let senseTags = tagList(parts[1]) else { return nil }
            senses.append(.init(partsOfSpeech: partsOfSpeech, tags: senseTags, notes: list(parts[2]), glosses: list(parts[3])))
        }
        return DictionaryEntry(rank: rank, sequence: sequence, priorities: list(fields[1]), wordfreqRank: Int(fields[2]),
                               kanjiForms: kanjiForms, readings: readings, senses: senses)
    }
}
