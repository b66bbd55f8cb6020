import Segmentation

/// The words of a text the learner does not know yet, most frequent first, each with its first use: what
/// `kanji-tui analyze --unknown` prints, as the reader's `v` lists it.
///
/// "Not known" is the header's and `analyze`'s (``WordKnowledge/countsAsUnknown``): neither studied to maturity nor
/// marked known, and not ignored. A word kept and not mature yet is still listed, marked as kept. Grammar
/// (``TextWord/isGrammar``) and ignored words are not listed, nor counted among the text's words.
public struct TextVocabulary: Sendable {
    /// One distinct word of the text that is not known yet.
    public struct Word: Sendable, Hashable {
        /// Its first use in the text, as the segmenter found it: its entry, its surface and where it is in its line.
        public let firstUse: TextWord
        /// The line of its first use.
        public let block: Int
        /// How many times the text uses it.
        public let count: Int
        /// How well the learner knows it (never known, by the list's definition).
        public let knowledge: WordKnowledge
    }

    /// The unknown words, most frequent first, then commonest first (as `analyze`).
    public let words: [Word]
    /// How many distinct words the text has, known or not, the ignored ones left out (as the header leaves them out).
    public let distinctWords: Int

    /// Segments every line of `text` (a novel: about a second, BENCHMARKS.md's `analyze`) and keeps the words
    /// `knowledge` counts as unknown: the list of a text no reader has counted (the tests compare `v`'s list with it).
    public init(text: ReadingText, segmenter: WordSegmenter, knowledge: (TextWord) -> WordKnowledge) {
        self.init(counted: WordTally(counting: text, segmenter: segmenter), knowledge: knowledge)
    }

    /// The words `tally` counted that `knowledge` counts as unknown — the reader's count (`v`: no line segmented
    /// again), or a whole text's. A word's meaning is not read here but for the rows shown
    /// (``UnknownWordsViewModel/meaning(of:)``): a novel has thousands of distinct words. Each word is listed as
    /// `shown` makes it — with the entries the learner chose with `e` — so the list opens and keeps the entry the
    /// learner chose, not the segmenter's guess.
    init(counted tally: WordTally, shown: (TextWord) -> TextWord = { $0 }, knowledge: (TextWord) -> WordKnowledge) {
        let counted = tally.words(shown: shown).vocabulary.map { (word: $0, knowledge: knowledge($0.firstUse)) }
        distinctWords = counted.count(where: \.knowledge.isCounted)
        words = Self.mostUsedFirst(counted.compactMap { counted, known in
            guard known.countsAsUnknown else { return nil }
            return Word(firstUse: counted.firstUse, block: counted.block, count: counted.count, knowledge: known)
        })
    }

    /// `words` most used first, then commonest first (the lower entry number). Sorted as three numbers each, then
    /// gathered: sorting the words themselves took most of `v`'s 88 ms on 16,910 distinct words (BENCHMARKS.md), each
    /// move copying a word's strings and each comparison checking the main actor's executor; `nonisolated`, so the
    /// comparisons do not.
    nonisolated private static func mostUsedFirst(_ words: [Word]) -> [Word] {
        words.indices.map { (count: words[$0].count, entry: words[$0].firstUse.entryNumber, index: $0) }
            .sorted { ($1.count, $0.entry) < ($0.count, $1.entry) }
            .map { words[$0.index] }
    }
}
