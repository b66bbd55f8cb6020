import KanjiKit

/// A text's words by how often they occur: what `kanji-tui analyze` prints and the reader's header sums up.
public struct TextAnalysis: Sendable {
    /// One distinct word of the text.
    public struct WordCount: Sendable, Hashable {
        public let entryNumber: Int
        public let headword: String
        public let reading: String
        /// How many times the text uses it (each inflection counted).
        public var count: Int
        /// The dictionary form its first use writes it in (``TextWord/dictionaryForm``: 直す of the entry headed 治す).
        public var dictionaryForm: String = ""
        /// The entries its first use may be, best first (``WordSegmenter/candidates(of:)-(WordCount)`` reads them).
        public var candidateNumbers: [Int] = []
        /// The sense its first use means (``TextWord/senseIndex``): the one its gloss gives.
        public var senseIndex = 0
        /// The word's rank in the dictionary (1 is the commonest).
        public var rank: Int { entryNumber + 1 }
    }

    /// One distinct name of the text (``TextWord/name``).
    public struct NameCount: Sendable, Hashable {
        /// The name as its first use reads it (MeCab's reading first).
        public let name: NameEntry
        /// How many times the text uses it.
        public var count: Int
    }

    /// The distinct words of its vocabulary, most frequent first, then commonest first.
    public let words: [WordCount]
    /// How many word tokens of its vocabulary the text has (each occurrence of each word).
    public let tokenCount: Int
    /// The distinct grammar patterns and formal nouns (``TextWord/isGrammar``), in the order of ``words``: counted
    /// apart, so that neither the vocabulary nor its shares known include them.
    public let grammar: [WordCount]
    /// How many times the text uses a grammar pattern or formal noun.
    public let grammarTokenCount: Int
    /// The distinct names (``TextWord/name``), most frequent first, then by their written form: counted apart, as
    /// grammar is, so that no name is unknown vocabulary.
    public let names: [NameCount]
    /// How many times the text uses a name.
    public let nameTokenCount: Int

    public init(words: [WordCount], tokenCount: Int, grammar: [WordCount] = [], grammarTokenCount: Int = 0,
                names: [NameCount] = [], nameTokenCount: Int = 0) {
        self.words = words
        self.tokenCount = tokenCount
        self.grammar = grammar
        self.grammarTokenCount = grammarTokenCount
        self.names = names
        self.nameTokenCount = nameTokenCount
    }

    /// Segments every line of `text`, the lines a hard wrap joins as one (``WordSegmenter/eachLine(of:_:)``): a word
    /// the wrap cuts is counted once, whole; each word as the learner chose it where they chose its entry (`choices`).
    public init(_ text: ReadingText, segmenter: WordSegmenter, choices: EntryChoices = EntryChoices()) {
        var tally = Tally()
        segmenter.eachLine(of: text) { _, line in tally.add(segmenter.applying(choices, to: line.words)) }
        self = tally.analysis
    }

    /// The share of tokens and of distinct words that `knowledge` says are known (0 to 1; 0 for no words).
    public func knownShares(_ knowledge: (WordCount) -> WordKnowledge) -> (tokens: Double, words: Double) {
        var knownTokens = 0
        var knownWords = 0
        for word in words where knowledge(word).isKnown {
            knownTokens += word.count
            knownWords += 1
        }
        return (tokenCount == 0 ? 0 : Double(knownTokens) / Double(tokenCount),
                words.isEmpty ? 0 : Double(knownWords) / Double(words.count))
    }

    /// Counts words as they are segmented, block after block (the reader counts in steps between keys).
    public struct Tally: Sendable {
        private var counts: [Int: WordCount] = [:]
        private var tokens = 0
        private var grammarCounts: [Int: WordCount] = [:]
        private var grammarTokens = 0
        private var nameCounts: [String: NameCount] = [:]
        private var nameTokens = 0

        public init() {}

        public mutating func add(_ words: [TextWord]) {
            for word in words {
                if let name = word.name {
                    nameTokens += 1
                    nameCounts[name.written, default: NameCount(name: name, count: 0)].count += 1
                    continue
                }
                let counted = WordCount(entryNumber: word.entryNumber, headword: word.headword, reading: word.reading, count: 0,
                                        dictionaryForm: word.dictionaryForm, candidateNumbers: word.candidateNumbers,
                                        senseIndex: word.senseIndex)
                if word.isGrammar {
                    grammarTokens += 1
                    grammarCounts[word.entryNumber, default: counted].count += 1
                } else {
                    tokens += 1
                    counts[word.entryNumber, default: counted].count += 1
                }
            }
        }

        public var analysis: TextAnalysis {
            TextAnalysis(words: Self.sorted(counts), tokenCount: tokens, grammar: Self.sorted(grammarCounts), grammarTokenCount: grammarTokens,
                         names: nameCounts.values.sorted { ($1.count, $0.name.written) < ($0.count, $1.name.written) }, nameTokenCount: nameTokens)
        }

        /// Most frequent first, then commonest first.
        private static func sorted(_ counts: [Int: WordCount]) -> [WordCount] {
            counts.values.sorted { ($1.count, $0.entryNumber) < ($0.count, $1.entryNumber) }
        }
    }
}
