/// A text's words counted line by line from the first: the one count behind `kanji-tui analyze` (``TextAnalysis``),
/// the reader's header ("known 80% of words, 64% distinct") and its list of the words not known yet, so the three
/// agree, as the README promises.
///
/// **Counted as found, read as chosen.** The reader counts a text's lines between keys while the learner may still
/// choose another entry for a word (`e`, ``EntryChoices``): what it counted must not go stale when a choice changes.
/// So the tally keeps each word as the segmenter found it, one count per way the text writes an entry — the
/// dictionary form and surface a choice is keyed by (``EntryChoices/Word``) and whether it is grammar there — and the
/// choices are applied when the count is read (``words(shown:)``, ``knownShares(shown:knowledge:)``): written so, every
/// use of one count becomes the same entry, so applying a choice to a count's first use is applying it to each use.
/// Counts that become one entry are one distinct word; grammar (``TextWord/isGrammar``) and names (``TextWord/name``)
/// are counted apart from the vocabulary, as the word shown is.
public struct WordTally: Sendable {
    /// One distinct word of the lines counted, as it is shown.
    public struct Word: Sendable, Hashable {
        /// Its first use in the lines counted: its entry, its surface and where it is in its line.
        public let firstUse: TextWord
        /// The line of its first use.
        public let block: Int
        /// How many times the lines counted use it.
        public let count: Int
    }

    /// The distinct words of the lines counted, each as it is shown, in three kinds.
    public struct Words: Sendable {
        /// The vocabulary, in no particular order.
        public let vocabulary: [Word]
        /// The grammar patterns and formal nouns.
        public let grammar: [Word]
        /// The names.
        public let names: [Word]
    }

    /// One way the text writes one entry, as found: what a choice applies to alike.
    private struct Use: Sendable {
        let firstUse: TextWord
        let block: Int
        /// Which use this was met as, from 0: the first use of a word made of several is the earliest met.
        let order: Int
        var count: Int

        /// Whether `word` is written as this use's first one: the same dictionary form and surface (what a choice is
        /// keyed by) and the same standing as grammar, so a choice and the split from the vocabulary apply to both alike.
        func isWritten(like word: TextWord) -> Bool {
            firstUse.surface == word.surface && firstUse.dictionaryForm == word.dictionaryForm && firstUse.isGrammar == word.isGrammar
        }
    }

    /// The uses counted, by the entry they were found as (a name's by its written form, apart), each entry's in the
    /// order met: most entries are written one or two ways in a text, so a word finds its use by comparing few strings.
    private var uses: [Int: [Use]] = [:]
    private var names: [String: Use] = [:]
    private var useCount = 0
    /// How many lines are counted, from the first: the next line ``add(_:)`` counts is this one.
    public private(set) var countedLines = 0

    public init() {}

    /// Counts every line of `text`, the lines a hard wrap joins as one (``WordSegmenter/eachLine(of:_:)``): a word the
    /// wrap cuts is counted once, whole.
    public init(counting text: ReadingText, segmenter: WordSegmenter) {
        segmenter.eachLine(of: text) { _, line in add(line.words) }
    }

    /// Counts `words`, the words of the next line (line ``countedLines``), as the segmenter found them.
    public mutating func add(_ words: [TextWord]) {
        for word in words {
            if let name = word.name {
                if names[name.written] != nil {
                    names[name.written]?.count += 1
                } else {
                    names[name.written] = newUse(word)
                }
            } else if let index = uses[word.entryNumber]?.firstIndex(where: { $0.isWritten(like: word) }) {
                uses[word.entryNumber]?[index].count += 1
            } else {
                let use = newUse(word)
                uses[word.entryNumber, default: []].append(use)
            }
        }
        countedLines += 1
    }

    /// The distinct words counted, each as `shown` makes it (the learner's chosen entries applied), the uses that
    /// become one entry made one word, its first use the earliest.
    public func words(shown: (TextWord) -> TextWord = { $0 }) -> Words {
        var vocabulary = Merged(capacity: uses.count)
        var grammar = Merged(capacity: 0)
        for written in uses.values {
            for use in written {
                let word = shown(use.firstUse)
                if word.isGrammar {
                    grammar.add(use, shownAs: word)
                } else {
                    vocabulary.add(use, shownAs: word)
                }
            }
        }
        return Words(vocabulary: vocabulary.words, grammar: grammar.words,
                     names: names.values.map { Word(firstUse: $0.firstUse, block: $0.block, count: $0.count) })
    }

    /// The share of the vocabulary counted that `knowledge` says is known, each word as `shown` makes it: of all its
    /// occurrences, and of the distinct words (0 to 1; 0 for no words), the ignored words left out of both
    /// (``WordKnowledge/isCounted``). Asks `knowledge` of each distinct word once.
    public func knownShares(shown: (TextWord) -> TextWord = { $0 }, knowledge: (TextWord) -> WordKnowledge) -> (tokens: Double, words: Double) {
        Self.knownShares(of: words(shown: shown).vocabulary.map { (count: $0.count, knowledge: knowledge($0.firstUse)) })
    }

    /// The shares known of distinct words, each used `count` times: of all their occurrences, and of the words (0 to 1;
    /// 0 for no words), an ignored word in neither (``WordKnowledge/isCounted``). The one sum behind the reader's header
    /// and `analyze`'s (``TextAnalysis/knownShares(_:)``).
    public static func knownShares(of words: [(count: Int, knowledge: WordKnowledge)]) -> (tokens: Double, words: Double) {
        let counted = words.filter(\.knowledge.isCounted)
        let tokens = counted.reduce(0) { $0 + $1.count }
        let known = counted.filter(\.knowledge.isKnown)
        let knownTokens = known.reduce(0) { $0 + $1.count }
        return (tokens == 0 ? 0 : Double(knownTokens) / Double(tokens), counted.isEmpty ? 0 : Double(known.count) / Double(counted.count))
    }

    // MARK: Private

    /// A use first met now, as `word`, on the line being counted: counted once.
    private mutating func newUse(_ word: TextWord) -> Use {
        defer { useCount += 1 }
        return Use(firstUse: word, block: countedLines, order: useCount, count: 1)
    }

    /// The words of several uses, one per entry shown, gathered in an array (a dictionary holds only where each is):
    /// a novel has some 17,000, and moving words of several strings each as a dictionary grows cost `v` its time.
    private struct Merged {
        private(set) var words: [Word] = []
        /// Where each entry's word is in ``words``, and the order its first use was met in.
        private var places: [Int: (index: Int, order: Int)] = [:]

        init(capacity: Int) {
            words.reserveCapacity(capacity)
            places.reserveCapacity(capacity)
        }

        /// Adds `use`, shown as `word`, to the word of `word`'s entry: its count summed, its first use the earlier.
        mutating func add(_ use: Use, shownAs word: TextWord) {
            guard let place = places[word.entryNumber] else {
                places[word.entryNumber] = (words.count, use.order)
                words.append(Word(firstUse: word, block: use.block, count: use.count))
                return
            }
            let merged = words[place.index]
            if use.order < place.order {
                words[place.index] = Word(firstUse: word, block: use.block, count: merged.count + use.count)
                places[word.entryNumber] = (place.index, use.order)
            } else {
                words[place.index] = Word(firstUse: merged.firstUse, block: merged.block, count: merged.count + use.count)
            }
        }
    }
}
