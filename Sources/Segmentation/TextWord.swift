import KanjiKit

/// A word found in a line: where it is, how it is written there, the JMdict entry it is, and the inflection
/// that leads from the entry's dictionary form to what is written (見ていた: 見る, te-form, ている, past).
/// Only words a learner looks up are words: numbers, symbols, the particles and auxiliaries between words, and
/// English words, code and addresses (``WordScript``) are not (they are part of the line, not of its words).
/// Grammar patterns and formal nouns are words marked as grammar (``isGrammar``). Names of people, and of places and
/// organisations JMdict has no word for, that JMnedict has are words marked as names (``name``): read, shown, but no
/// vocabulary.
public struct TextWord: Sendable, Hashable {
    /// Where the word is in its line, in UTF-8 bytes (the inflection included); past the line's end for a word a hard
    /// wrap cuts, which goes on into the next line (``LineWords/words``).
    public let byteRange: Range<Int>
    /// The word as written in the line (見ていた).
    public let surface: String
    /// The dictionary form the inflection ends at, as written in the line's script (見る; 気を付ける).
    public let dictionaryForm: String
    /// The JMdict entry's number: its rank − 1; ``noEntry`` for a name (``name``), which is no JMdict entry: ask
    /// ``isName`` before looking the number up.
    public let entryNumber: Int
    /// The ``entryNumber`` of a name.
    public static let noEntry = -1
    /// The spelling the study list keeps the word under (its headword; its kanji spelling where another word owns
    /// its kana: 要る, as いる opens 居る) and its reading.
    public let headword: String
    public let reading: String
    /// Whether the word is a grammar pattern or a formal noun (について, ことができる, こと: ``GrammarPatterns``), shown
    /// with its meaning but counted apart from the vocabulary.
    /// Stored, found once when the word is made: it is asked of every word many times over (the segmenter's window
    /// of the words before, the counts, the colours), and each time looked up it hashed and compared Japanese strings
    /// (a third of `analyze`'s time on a 1 MB text, BENCHMARKS.md).
    public let isGrammar: Bool
    /// The name JMnedict has for the word — a person, a place or an organisation JMdict lacks —, the reading MeCab gave
    /// it first; nil for a word of the vocabulary. A name is read and shown, never kept nor counted as vocabulary.
    public let name: NameEntry?
    /// Whether the word is a name (``name``).
    public var isName: Bool { name != nil }
    /// Whether the word is vocabulary a learner may keep and count: neither grammar nor a name.
    public var isVocabulary: Bool { !isGrammar && !isName }
    /// From the dictionary form to the surface; empty when the word is written in its dictionary form.
    public let inflection: [Inflection]
    /// Every entry the word may be, best first, ``entryNumber`` the first (``WordSegmenter/candidates(of:)-(TextWord)``
    /// reads them); empty when it can be no other.
    public let candidateNumbers: [Int]
    /// The index, in the entry's senses, of the sense the sentence means: 0 when the first fits; くれる after a
    /// te-form means "to do for one" (its auxiliary sense), not "to give". The pane shows that sense first.
    public let senseIndex: Int

    /// - Parameter isGrammar: whether the word is grammar whatever its form (くれる after a te-form, a helper of the
    ///   verb before it); nil to tell by its dictionary form (``GrammarPatterns``).
    public init(byteRange: Range<Int>, surface: String, dictionaryForm: String, entryNumber: Int, headword: String, reading: String,
                inflection: [Inflection], candidateNumbers: [Int] = [], senseIndex: Int = 0, isGrammar: Bool? = nil) {
        self.byteRange = byteRange
        self.surface = surface
        self.dictionaryForm = dictionaryForm
        self.entryNumber = entryNumber
        self.headword = headword
        self.reading = reading
        self.inflection = inflection
        self.candidateNumbers = candidateNumbers.count > 1 ? candidateNumbers : []
        self.senseIndex = senseIndex
        self.name = nil
        self.isGrammar = isGrammar ?? GrammarPatterns.isGrammar(dictionaryForm: dictionaryForm)
    }

    /// A name written `surface` at `byteRange`: its headword the name as written, its reading the name's first.
    public init(byteRange: Range<Int>, surface: String, name: NameEntry) {
        self.byteRange = byteRange
        self.surface = surface
        self.dictionaryForm = surface
        self.entryNumber = Self.noEntry
        self.headword = name.written
        self.reading = name.readings.first?.kana ?? ""
        self.inflection = []
        self.candidateNumbers = []
        self.senseIndex = 0
        self.name = name
        self.isGrammar = false
    }

    /// "見る ← 見ていた: te-form, ongoing (ている), past", or `nil` for a word written in its dictionary form.
    public var inflectionLine: String? {
        guard !inflection.isEmpty else { return nil }
        return "\(dictionaryForm) ← \(surface): \(Inflection.label(of: inflection))"
    }
}

extension TextWord {
    /// `entry`'s senses as the word's pane and gloss show them, each with its number in JMdict: the sense the sentence
    /// means first (``senseIndex``), then the others as the text's spelling orders them
    /// (``DictionaryEntry/senses(writtenAs:)``: 直した shows "to fix" before "to cure").
    public func sensesInOrder(of entry: DictionaryEntry) -> [(number: Int, sense: DictionaryEntry.Sense)] {
        Self.senses(of: entry, writtenAs: dictionaryForm, meaning: senseIndex)
    }

    /// `entry`'s senses for a word written `form` whose sentence means sense `index` (0: the spelling's order decides).
    public static func senses(of entry: DictionaryEntry, writtenAs form: String, meaning index: Int) -> [(number: Int, sense: DictionaryEntry.Sense)] {
        let ordered = entry.senses(writtenAs: form)
        guard index > 0, let meant = ordered.first(where: { $0.number == index }) else { return ordered }
        return [meant] + ordered.filter { $0.number != index }
    }
}
