/// A term meta bank's row: a term's frequency, pitch accents or IPA, from a frequency list or a pitch dictionary
/// (`dictionary-term-meta-bank-v3-schema.json`).
public struct TermMeta: Sendable, Equatable {
    public let expression: String
    public let data: Data

    public enum Data: Sendable, Equatable {
        /// `freq`: the term's frequency, for one reading when `reading` is given.
        case frequency(TermFrequency, reading: String?)
        /// `pitch`: the accents of the term read `reading`.
        case pitch(reading: String, accents: [PitchAccent])
        /// `ipa`: the term read `reading` in the International Phonetic Alphabet.
        case ipa(reading: String, transcriptions: [IPATranscription])
    }

    public init(expression: String, data: Data) {
        self.expression = expression
        self.data = data
    }
}

/// A frequency as a bank gives it: a number, a string (shown as it is), or `{value, displayValue}`.
public struct TermFrequency: Sendable, Equatable {
    /// The number to rank by, when there is one (a string such as "1234㋕" has none unless it starts with digits).
    public let value: Double?
    /// What to show instead of the number, when the dictionary gives it.
    public let displayValue: String?

    public init(value: Double?, displayValue: String?) {
        self.value = value
        self.displayValue = displayValue
    }

    /// What a learner reads: the display value, else the number.
    public var shown: String {
        displayValue ?? value.map(JSONValue.numberText) ?? ""
    }

    static func decode(_ value: JSONValue) throws(RowProblem) -> TermFrequency {
        switch value {
        case .number(let number):
            return TermFrequency(value: number, displayValue: nil)
        case .string(let text):
            let shown = DictionaryText.line(text)
            return TermFrequency(value: Double(shown.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }), displayValue: shown)
        case .object:
            let fields = try ObjectFields(value, what: "a frequency")
            guard let number = try fields.number("value") else { throw RowProblem("a frequency has no 'value'") }
            return TermFrequency(value: number, displayValue: try fields.string("displayValue").map(DictionaryText.line))
        case .null, .bool, .array:
            throw RowProblem("a frequency is \(value.typeName), not a number, a string or an object")
        }
    }
}

/// One pitch accent of a reading: where the pitch falls, which morae are nasal or devoiced.
public struct PitchAccent: Sendable, Equatable {
    /// The mora after which the pitch falls; 0 for none (heiban).
    public let position: Int
    public let nasal: [Int]
    public let devoice: [Int]
    /// Tags of the accent, typically parts of speech.
    public let tags: [String]

    public init(position: Int, nasal: [Int] = [], devoice: [Int] = [], tags: [String] = []) {
        self.position = position
        self.nasal = nasal
        self.devoice = devoice
        self.tags = tags
    }
}

/// One IPA transcription of a reading, with its tags.
public struct IPATranscription: Sendable, Equatable {
    public let ipa: String
    public let tags: [String]

    public init(ipa: String, tags: [String] = []) {
        self.ipa = ipa
        self.tags = tags
    }
}

extension TermMeta {
    /// A row `[expression, "freq"|"pitch"|"ipa", data]`.
    static func decode(_ row: JSONValue) throws(RowProblem) -> TermMeta {
        let fields = try RowFields(row, minimum: 3, maximum: 3)
        let expression = DictionaryText.line(try fields.string(0, "expression"))
        let mode = try fields.string(1, "mode")
        let value = fields.items[2]
        do throws(RowProblem) {
            switch mode {
            case "freq":
                if case .object(let members) = value, members["reading"] != nil || members["frequency"] != nil {
                    let object = try ObjectFields(value, what: "a frequency by reading")
                    guard let frequency = object.members["frequency"] else { throw RowProblem("a frequency by reading has no 'frequency'") }
                    return TermMeta(expression: expression, data: .frequency(try TermFrequency.decode(frequency),
                                                                            reading: DictionaryText.line(try object.requiredString("reading"))))
                }
                return TermMeta(expression: expression, data: .frequency(try TermFrequency.decode(value), reading: nil))
            case "pitch":
                let object = try ObjectFields(value, what: "a pitch entry")
                guard case .array(let items)? = object.members["pitches"] else { throw RowProblem("a pitch entry has no array 'pitches'") }
                var accents: [PitchAccent] = []
                for item in items {
                    let pitch = try ObjectFields(item, what: "a pitch")
                    guard let position = try pitch.integer("position", minimum: 0) else { throw RowProblem("a pitch has no 'position'") }
                    accents.append(PitchAccent(position: position, nasal: try pitch.integers("nasal"), devoice: try pitch.integers("devoice"),
                                               tags: try pitch.strings("tags").map(DictionaryText.line)))
                }
                return TermMeta(expression: expression, data: .pitch(reading: DictionaryText.line(try object.requiredString("reading")), accents: accents))
            case "ipa":
                let object = try ObjectFields(value, what: "an IPA entry")
                // Format 3 names the list `transcriptions`, format 4 `ipa`.
                guard case .array(let items)? = object.members["transcriptions"] ?? object.members["ipa"] else {
                    throw RowProblem("an IPA entry has no array 'transcriptions' (or 'ipa')")
                }
                var transcriptions: [IPATranscription] = []
                for item in items {
                    let transcription = try ObjectFields(item, what: "a transcription")
                    transcriptions.append(IPATranscription(ipa: DictionaryText.line(try transcription.requiredString("ipa")),
                                                           tags: try transcription.strings("tags").map(DictionaryText.line)))
                }
                return TermMeta(expression: expression, data: .ipa(reading: DictionaryText.line(try object.requiredString("reading")),
                                                                   transcriptions: transcriptions))
            default:
                throw RowProblem("item 2 (mode) is '\(DictionaryText.line(mode))', not freq, pitch or ipa")
            }
        } catch {
            throw mode == "freq" || mode == "pitch" || mode == "ipa" ? error.inside("item 3 (\(mode) data)") : error
        }
    }
}
