import Segmentation

extension TextVocabulary {
    /// A text's distinct words as its lines are segmented, one line after another from the first: each word's first
    /// use, the line of it, and how often the lines counted use it — what the list of unknown words is made of.
    ///
    /// The reader keeps one while it counts the text's words between keys for its header (``ReaderWordCount``), so
    /// that `v` makes its list from what is counted instead of segmenting the whole text again on the key's path
    /// (1.8 s for a 250 KB book in a debug build). Grammar (``TextWord/isGrammar``) and names (``TextWord/name``) are not
    /// counted: neither the list nor the header's shares include them (`analyze` lists them apart, `--grammar`,
    /// `--names`).
    struct Tally: Sendable {
        /// One distinct word of the lines counted.
        struct Use: Sendable {
            /// Its first use, as the segmenter found it.
            let firstUse: TextWord
            /// The line of its first use.
            let block: Int
            /// How many times the lines counted use it.
            var count: Int
        }

        /// The distinct words counted, by dictionary entry.
        private(set) var uses: [Int: Use] = [:]
        /// How many times the lines counted use a word (each occurrence of each word).
        private(set) var tokenCount = 0
        /// How many lines are counted, from the first: the next line ``add(_:)`` counts is this one.
        private(set) var countedLines = 0

        /// Counts `words`, the words of the next line (line ``countedLines``).
        mutating func add(_ words: [TextWord]) {
            for word in words where word.isVocabulary {
                tokenCount += 1
                uses[word.entryNumber, default: Use(firstUse: word, block: countedLines, count: 0)].count += 1
            }
            countedLines += 1
        }

        /// The share of the words counted that `knowledge` says are known: of all their occurrences, and of the
        /// distinct words (0 to 1; 0 for no words), as ``TextAnalysis/knownShares(_:)`` says of a whole text.
        func knownShares(_ knowledge: (TextWord) -> WordKnowledge) -> (tokens: Double, words: Double) {
            var knownTokens = 0
            var knownWords = 0
            for use in uses.values where knowledge(use.firstUse).isKnown {
                knownTokens += use.count
                knownWords += 1
            }
            return (tokenCount == 0 ? 0 : Double(knownTokens) / Double(tokenCount),
                    uses.isEmpty ? 0 : Double(knownWords) / Double(uses.count))
        }
    }
}
