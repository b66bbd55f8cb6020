import KanjiKit
import YomitanDictionaries

/// What the learner's own dictionaries say of one word (issue 49): each dictionary's definitions, the frequencies the
/// frequency lists give it, and the accents the pitch dictionaries give its reading. Read once for the word a screen
/// shows (a record per dictionary), by the word page and the reader's pane alike.
public struct WordInLearnerDictionaries: Sendable {
    /// One dictionary's entries for the word.
    public struct Definitions: Sendable {
        /// The dictionary's title.
        public let dictionary: String
        /// Its terms for the word, most popular first.
        public let terms: [DictionaryTerm]

        /// Every definition of the terms, in order: what is drawn, a gloss at a time.
        public var glosses: [Gloss] { terms.flatMap(\.glossary) }

        /// The terms' definition tags, as the dictionary names them ("n", "vt", "★"), once each.
        public var tags: [String] {
            var seen: Set<String> = []
            return terms.flatMap { $0.definitionTags + $0.termTags }.filter { seen.insert($0).inserted }
        }
    }

    /// A frequency list's rank or count for the word.
    public struct Frequency: Sendable, Hashable {
        public let dictionary: String
        /// As the list shows it (its display value, else its number).
        public let shown: String
    }

    /// A pitch dictionary's accents for the word's reading.
    public struct Pitch: Sendable, Hashable {
        public let dictionary: String
        public let reading: String
        public let accents: [KanjiKit.PitchAccent]
    }

    public let definitions: [Definitions]
    public let frequencies: [Frequency]
    public let pitches: [Pitch]

    /// Nothing: no dictionary has the word, or none is installed.
    public static let none = WordInLearnerDictionaries(definitions: [], frequencies: [], pitches: [])

    public init(definitions: [Definitions], frequencies: [Frequency], pitches: [Pitch]) {
        self.definitions = definitions
        self.frequencies = frequencies
        self.pitches = pitches
    }

    /// The word `headword` read `reading` in `dictionaries`; with `following`, the text from the word's start, a term
    /// there longer than the word's `surface` first (the reader's scan: 推し活 where JMdict read 推し as 推す, an inflected
    /// ぴえんした as ぴえんする).
    public init(headword: String, reading: String, following: Substring? = nil, surface: String = "", in dictionaries: LearnerDictionaries) {
        var byDictionary: [(String, [DictionaryTerm])] = []
        func add(_ dictionary: String, _ term: DictionaryTerm) {
            if let index = byDictionary.firstIndex(where: { $0.0 == dictionary }) {
                if !byDictionary[index].1.contains(term) { byDictionary[index].1.append(term) }
            } else {
                byDictionary.append((dictionary, [term]))
            }
        }
        if let following, let longer = dictionaries.longestTerm(at: following, atLeast: surface.count + 1) {
            for match in longer.matches { add(match.dictionary, match.term) }
        }
        for found in dictionaries.terms(headword: headword, reading: reading) { add(found.dictionary, found.value) }
        definitions = byDictionary.map { Definitions(dictionary: $0.0, terms: $0.1) }
        var frequencies: [Frequency] = []
        var pitches: [Pitch] = []
        for found in dictionaries.termMeta(headword: headword, reading: reading) {
            switch found.value.data {
            case .frequency(let frequency, _):
                frequencies.append(Frequency(dictionary: found.dictionary, shown: frequency.shown))
            case .pitch(let pitchReading, let accents):
                pitches.append(Pitch(dictionary: found.dictionary, reading: pitchReading,
                                     accents: accents.map { KanjiKit.PitchAccent(downstep: $0.position) }))
            case .ipa:
                break
            }
        }
        self.frequencies = frequencies
        self.pitches = pitches
    }

    /// Whether no dictionary says anything of the word.
    public var isEmpty: Bool { definitions.isEmpty && frequencies.isEmpty && pitches.isEmpty }

    /// "JPDB 1,234 · Innocent 5678": each frequency list's figure, for one line.
    public var frequencyLine: String? {
        frequencies.isEmpty ? nil : frequencies.map { "\($0.dictionary) \($0.shown)" }.joined(separator: " · ")
    }
}
