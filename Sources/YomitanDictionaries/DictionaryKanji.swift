/// A kanji bank's row: a character's readings, meanings and statistics.
public struct DictionaryKanji: Sendable, Equatable {
    public let character: String
    public let onyomi: [String]
    public let kunyomi: [String]
    public let tags: [String]
    public let meanings: [String]
    /// Statistics by tag name (stroke count, grade, frequency…), sorted by name.
    public let stats: [(name: String, value: String)]

    public init(character: String, onyomi: [String], kunyomi: [String], tags: [String], meanings: [String], stats: [(name: String, value: String)] = []) {
        self.character = character
        self.onyomi = onyomi
        self.kunyomi = kunyomi
        self.tags = tags
        self.meanings = meanings
        self.stats = stats
    }

    public static func == (left: DictionaryKanji, right: DictionaryKanji) -> Bool {
        left.character == right.character && left.onyomi == right.onyomi && left.kunyomi == right.kunyomi && left.tags == right.tags
            && left.meanings == right.meanings && left.stats.map(\.name) == right.stats.map(\.name) && left.stats.map(\.value) == right.stats.map(\.value)
    }

    /// A version 3 row: `[character, onyomi, kunyomi, tags, [meaning…], {stat: value}]`.
    static func decodeVersion3(_ row: JSONValue) throws(RowProblem) -> DictionaryKanji {
        let fields = try RowFields(row, minimum: 6, maximum: 6)
        var meanings: [String] = []
        for meaning in try fields.array(4, "meanings") {
            guard case .string(let text) = meaning else { throw RowProblem("item 5 (meanings) holds \(meaning.typeName), not only strings") }
            meanings.append(DictionaryText.line(text))
        }
        guard case .object(let members) = fields.items[5] else { throw RowFields.mismatch(5, "stats", "an object", fields.items[5]) }
        var stats: [(name: String, value: String)] = []
        for name in members.keys.sorted() {
            switch members[name]! {
            case .string(let text): stats.append((DictionaryText.line(name), DictionaryText.line(text)))
            case .number(let number): stats.append((DictionaryText.line(name), JSONValue.numberText(number)))
            case let other: throw RowProblem("item 6 (stats): '\(DictionaryText.line(name))' is \(other.typeName), not a string")
            }
        }
        return DictionaryKanji(character: DictionaryText.line(try fields.string(0, "character")),
                               onyomi: DictionaryText.names(try fields.string(1, "onyomi")),
                               kunyomi: DictionaryText.names(try fields.string(2, "kunyomi")),
                               tags: DictionaryText.names(try fields.string(3, "tags")), meanings: meanings, stats: stats)
    }

    /// A version 1 row: `[character, onyomi, kunyomi, tags, meaning…]`.
    static func decodeVersion1(_ row: JSONValue) throws(RowProblem) -> DictionaryKanji {
        let fields = try RowFields(row, minimum: 4, maximum: nil)
        var meanings: [String] = []
        for index in 4..<fields.items.count { meanings.append(DictionaryText.line(try fields.string(index, "meaning"))) }
        return DictionaryKanji(character: DictionaryText.line(try fields.string(0, "character")),
                               onyomi: DictionaryText.names(try fields.string(1, "onyomi")),
                               kunyomi: DictionaryText.names(try fields.string(2, "kunyomi")),
                               tags: DictionaryText.names(try fields.string(3, "tags")), meanings: meanings)
    }

    /// A version 1 row as the version 3 row an installed dictionary stores.
    static func version3Row(ofVersion1 row: JSONValue) -> JSONValue {
        guard case .array(let items) = row, items.count >= 4 else { return row }
        return .array(Array(items[0..<4]) + [.array(Array(items[4...])), .object([:])])
    }
}

/// A kanji meta bank's row: `[character, "freq", frequency]`.
public struct KanjiMeta: Sendable, Equatable {
    public let character: String
    public let frequency: TermFrequency

    public init(character: String, frequency: TermFrequency) {
        self.character = character
        self.frequency = frequency
    }

    static func decode(_ row: JSONValue) throws(RowProblem) -> KanjiMeta {
        let fields = try RowFields(row, minimum: 3, maximum: 3)
        let mode = try fields.string(1, "mode")
        guard mode == "freq" else { throw RowProblem("item 2 (mode) is '\(DictionaryText.line(mode))', not freq") }
        do throws(RowProblem) {
            return KanjiMeta(character: DictionaryText.line(try fields.string(0, "character")), frequency: try TermFrequency.decode(fields.items[2]))
        } catch {
            throw error.inside("item 3 (frequency)")
        }
    }
}

/// A tag bank's row: `[name, category, order, notes, score]` — what a tag on a term or kanji means.
public struct DictionaryTag: Sendable, Equatable {
    public let name: String
    /// The kind of tag (`partOfSpeech`, `frequent`, `archaism`, …), as the dictionary names it.
    public let category: String
    public let order: Double
    /// What the tag means, for a learner ("Ichidan verb").
    public let notes: String
    public let score: Double

    public init(name: String, category: String, order: Double, notes: String, score: Double) {
        self.name = name
        self.category = category
        self.order = order
        self.notes = notes
        self.score = score
    }

    static func decode(_ row: JSONValue) throws(RowProblem) -> DictionaryTag {
        let fields = try RowFields(row, minimum: 5, maximum: 5)
        return DictionaryTag(name: DictionaryText.line(try fields.string(0, "name")), category: DictionaryText.line(try fields.string(1, "category")),
                             order: try fields.number(2, "order"), notes: DictionaryText.line(try fields.string(3, "notes")),
                             score: try fields.number(4, "score"))
    }
}
