extension LibrarySentences {
    /// A word not known yet, across the library: how often it is used, where, and what knowing it would do.
    public struct NextWord: Sendable, Hashable {
        /// Its first use in the library, as shown.
        public let word: TextWord
        /// How many times the library uses it.
        public let occurrences: Int
        /// The texts that use it, most uses first.
        public let texts: [Coverage]
    }

    /// A text's share of vocabulary tokens known, now and once one more word is known.
    public struct Coverage: Sendable, Hashable {
        public let title: String
        /// How many times the text uses the word.
        public let occurrences: Int
        /// The text's share of vocabulary tokens known now, 0 to 1 (the reader's header and `analyze`).
        public let now: Double
        /// The share once the word is known.
        public let ifKnown: Double
    }

    /// The library's unknown words (vocabulary `isKnown` does not call known, as ``oneUnknown(isKnown:)`` counts it),
    /// most used first, then those in more texts, then the commonest: what to learn next. Each with every text that uses
    /// it and the share of that text's vocabulary tokens known now and once the word is known — the share the reader's
    /// header shows (``WordTally/knownShares(of:)``).
    public func nextWords(isKnown: (TextWord) -> Bool) -> [NextWord] {
        withoutActuallyEscaping(isKnown) { isKnown in
            var known = KnownEntries(isKnown: isKnown)
            var met: Set<Int> = []
            var firstUses: [TextWord] = []
            var uses: [Int: [(text: Int, count: Int)]] = [:]
            var shares: [(tokens: Int, known: Int)] = []
            for (textIndex, text) in texts.enumerated() {
                let words = shownWords[textIndex]
                let standings = standings(ofText: textIndex, known: &known)
                var counts: [Int: Int] = [:]
                var tokens = 0
                var knownTokens = 0
                for sentence in text.index.sentences {
                    for occurrence in sentence.occurrences {
                        switch standings[occurrence.word] {
                        case .notVocabulary: continue
                        case .known: knownTokens += 1
                        case .unknown:
                            let word = words[occurrence.word]
                            counts[word.entryNumber, default: 0] += 1
                            if met.insert(word.entryNumber).inserted { firstUses.append(word) }
                        }
                        tokens += 1
                    }
                }
                shares.append((tokens, knownTokens))
                for (entry, count) in counts { uses[entry, default: []].append((textIndex, count)) }
            }
            let share = { (known: Int, tokens: Int) in tokens == 0 ? 0 : Double(known) / Double(tokens) }
            let next = firstUses.map { word in
                let texts = (uses[word.entryNumber] ?? []).sorted { ($1.count, $0.text) < ($0.count, $1.text) }.map { use in
                    Coverage(title: self.texts[use.text].title, occurrences: use.count, now: share(shares[use.text].known, shares[use.text].tokens),
                             ifKnown: share(shares[use.text].known + use.count, shares[use.text].tokens))
                }
                return NextWord(word: word, occurrences: texts.reduce(0) { $0 + $1.occurrences }, texts: texts)
            }
            return next.sorted { ($1.occurrences, $1.texts.count, $0.word.entryNumber) < ($0.occurrences, $0.texts.count, $1.word.entryNumber) }
        }
    }
}
