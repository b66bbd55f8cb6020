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
    /// The distinct words and grammar the learner ignored (``leavingOut(ignoredBy:)``), in the order of ``words``: out of
    /// ``words``, ``grammar`` and every count, as the reader's header leaves them out.
    public private(set) var ignored: [WordCount] = []
    /// How many times the text uses an ignored word.
    public private(set) var ignoredTokenCount = 0

    public init(words: [WordCount], tokenCount: Int, grammar: [WordCount] = [], grammarTokenCount: Int = 0,
                names: [NameCount] = [], nameTokenCount: Int = 0) {
        self.words = words
        self.tokenCount = tokenCount
        self.grammar = grammar
        self.grammarTokenCount = grammarTokenCount
        self.names = names
        self.nameTokenCount = nameTokenCount
    }

    /// Segments every line of `text`, the lines a hard wrap joins as one (``WordTally/init(counting:segmenter:)``): a
    /// word the wrap cuts is counted once, whole; each word as the learner chose it where they chose its entry (`choices`).
    public init(_ text: ReadingText, segmenter: WordSegmenter, choices: EntryChoices = EntryChoices()) {
        self.init(WordTally(counting: text, segmenter: segmenter)) { segmenter.chosen($0, by: choices) }
    }

    /// The words `tally` counted, each as `shown` makes it (the learner's chosen entries): the reader's count of a
    /// text, read as `analyze` reads the whole text's.
    public init(_ tally: WordTally, shown: (TextWord) -> TextWord = { $0 }) {
        let counted = tally.words(shown: shown)
        let names = counted.names.compactMap { word in word.firstUse.name.map { NameCount(name: $0, count: word.count) } }
        self.init(words: Self.mostFrequentFirst(counted.vocabulary), tokenCount: counted.vocabulary.reduce(0) { $0 + $1.count },
                  grammar: Self.mostFrequentFirst(counted.grammar), grammarTokenCount: counted.grammar.reduce(0) { $0 + $1.count },
                  names: names.sorted { ($1.count, $0.name.written) < ($0.count, $1.name.written) },
                  nameTokenCount: names.reduce(0) { $0 + $1.count })
    }

    /// The share of tokens and of distinct words that `knowledge` says are known (0 to 1; 0 for no words), summed as
    /// the reader's header sums them (``WordTally/knownShares(of:)``): an ignored word in neither.
    public func knownShares(_ knowledge: (WordCount) -> WordKnowledge) -> (tokens: Double, words: Double) {
        WordTally.knownShares(of: words.map { (count: $0.count, knowledge: knowledge($0)) })
    }

    /// This analysis with the words and grammar `knowledge` calls ignored (``WordKnowledge/isCounted``) moved out of
    /// ``words``, ``grammar`` and their token counts into ``ignored``: the counts `analyze` prints are then the
    /// header's, which leaves them out too.
    public func leavingOut(ignoredBy knowledge: (WordCount) -> WordKnowledge) -> TextAnalysis {
        let isIgnored = (words + grammar).map { !knowledge($0).isCounted }
        let (keptWords, keptGrammar) = (zip(words, isIgnored).filter { !$1 }.map(\.0), zip(grammar, isIgnored.dropFirst(words.count)).filter { !$1 }.map(\.0))
        var left = TextAnalysis(words: keptWords, tokenCount: keptWords.reduce(0) { $0 + $1.count }, grammar: keptGrammar,
                                grammarTokenCount: keptGrammar.reduce(0) { $0 + $1.count }, names: names, nameTokenCount: nameTokenCount)
        left.ignored = ignored + zip(words + grammar, isIgnored).filter(\.1).map(\.0).sorted { ($1.count, $0.entryNumber) < ($0.count, $1.entryNumber) }
        left.ignoredTokenCount = left.ignored.reduce(0) { $0 + $1.count }
        return left
    }

    /// `words` as counts, most frequent first, then commonest first.
    private static func mostFrequentFirst(_ words: [WordTally.Word]) -> [WordCount] {
        words.map { word in
            WordCount(entryNumber: word.firstUse.entryNumber, headword: word.firstUse.headword, reading: word.firstUse.reading,
                      count: word.count, dictionaryForm: word.firstUse.dictionaryForm,
                      candidateNumbers: word.firstUse.candidateNumbers, senseIndex: word.firstUse.senseIndex)
        }
        .sorted { ($1.count, $0.entryNumber) < ($0.count, $1.entryNumber) }
    }
}
