/// A term of a term bank: a headword, its reading, and its definitions.
public struct DictionaryTerm: Sendable, Equatable {
    public let expression: String
    /// As the bank gives it: empty when the reading is the expression itself (a kana word).
    public let reading: String
    /// The definition's tags (part of speech, field, register), names of the dictionary's tag bank.
    public let definitionTags: [String]
    /// The deinflection rules the term's inflected forms follow: `v1`, `v5`, `vs`, `vk`, `vz`, `adj-i`, …; none for
    /// a word that does not inflect.
    public let rules: [String]
    /// Popularity: higher is more common; results of one dictionary are ordered by it.
    public let score: Double
    public let glossary: [Gloss]
    /// Terms of one sequence number are one entry of the source (JMdict's `ent_seq` in Jitendex); 0 when not given.
    public let sequence: Int
    public let termTags: [String]
    /// Format 4: the lemma this term is a form of (empty or nil for a lemma), and the chains of inflections that make
    /// the form from it (each chain a list of inflection names).
    public let lemma: String?
    public let inflections: [[String]]

    /// The reading, or the expression when the bank left it empty.
    public var readingOrExpression: String { reading.isEmpty ? expression : reading }

    public init(expression: String, reading: String, definitionTags: [String] = [], rules: [String] = [], score: Double = 0,
                glossary: [Gloss], sequence: Int = 0, termTags: [String] = [], lemma: String? = nil, inflections: [[String]] = []) {
        self.expression = expression
        self.reading = reading
        self.definitionTags = definitionTags
        self.rules = rules
        self.score = score
        self.glossary = glossary
        self.sequence = sequence
        self.termTags = termTags
        self.lemma = lemma
        self.inflections = inflections
    }
}

extension DictionaryTerm {
    /// A row of a version 3 term bank: `[expression, reading, definitionTags|null, rules, score, [gloss…], sequence,
    /// termTags]`, exactly eight items; of version 4, two more may follow: the lemma (string or null) and the
    /// inflection chains (an array of arrays of strings, or null).
    static func decodeVersion3(_ row: JSONValue, format: Int = 4) throws(RowProblem) -> DictionaryTerm {
        let fields = try RowFields(row, minimum: 8, maximum: format >= 4 ? 10 : 8)
        var glossary: [Gloss] = []
        for (index, gloss) in try fields.array(5, "glossary").enumerated() {
            do throws(RowProblem) {
                glossary.append(try Gloss.decode(gloss))
            } catch {
                throw error.inside("item 6 (glossary), definition \(index + 1)")
            }
        }
        return DictionaryTerm(expression: DictionaryText.line(try fields.string(0, "expression")),
                              reading: DictionaryText.line(try fields.string(1, "reading")),
                              definitionTags: DictionaryText.names(try fields.optionalString(2, "definition tags")),
                              rules: DictionaryText.names(try fields.string(3, "rules")), score: try fields.number(4, "score"),
                              glossary: glossary, sequence: try fields.integer(6, "sequence"),
                              termTags: DictionaryText.names(try fields.string(7, "term tags")), lemma: try lemma(of: fields),
                              inflections: try inflections(of: fields))
    }

    /// Format 4's ninth item: a string, null or absent.
    private static func lemma(of fields: RowFields) throws(RowProblem) -> String? {
        guard fields.items.count > 8, case .string(let text) = fields.items[8] else {
            if fields.items.count > 8, fields.items[8] != .null { throw RowFields.mismatch(8, "lemma", "a string or null", fields.items[8]) }
            return nil
        }
        return text.isEmpty ? nil : DictionaryText.line(text)
    }

    /// Format 4's tenth item: an array of arrays of strings, null or absent.
    private static func inflections(of fields: RowFields) throws(RowProblem) -> [[String]] {
        guard fields.items.count > 9, fields.items[9] != .null else { return [] }
        guard case .array(let chains) = fields.items[9] else { throw RowFields.mismatch(9, "inflections", "an array or null", fields.items[9]) }
        var found: [[String]] = []
        for chain in chains {
            guard case .array(let names) = chain else { throw RowFields.mismatch(9, "inflections", "an array of arrays of strings", fields.items[9]) }
            var chainNames: [String] = []
            for name in names {
                guard case .string(let text) = name else { throw RowFields.mismatch(9, "inflections", "an array of arrays of strings", fields.items[9]) }
                chainNames.append(DictionaryText.line(text))
            }
            found.append(chainNames)
        }
        return found
    }

    /// A row of a version 1 term bank: `[expression, reading, definitionTags, rules, score, gloss…]`, its
    /// definitions plain strings after the fifth item.
    static func decodeVersion1(_ row: JSONValue) throws(RowProblem) -> DictionaryTerm {
        let fields = try RowFields(row, minimum: 5, maximum: nil)
        var glossary: [Gloss] = []
        for index in 5..<fields.items.count {
            glossary.append(.text(DictionaryText.text(try fields.string(index, "definition"))))
        }
        return DictionaryTerm(expression: DictionaryText.line(try fields.string(0, "expression")),
                              reading: DictionaryText.line(try fields.string(1, "reading")),
                              definitionTags: DictionaryText.names(try fields.optionalString(2, "definition tags")),
                              rules: DictionaryText.names(try fields.string(3, "rules")), score: try fields.number(4, "score"),
                              glossary: glossary)
    }

    /// A version 1 row as the version 3 row an installed dictionary stores: its definitions gathered into the
    /// glossary array, sequence 0, no term tags. Stored rows are all version 3, so a lookup reads one shape.
    static func version3Row(ofVersion1 row: JSONValue) -> JSONValue {
        guard case .array(let items) = row, items.count >= 5 else { return row }
        return .array(Array(items[0..<5]) + [.array(Array(items[5...])), .number(0), .string("")])
    }
}
