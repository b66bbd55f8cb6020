/// The sentences of every text of the Read library (each text's ``SentenceIndex``), read with what the learner chose
/// and knows: the uses of a word in any inflection, the sentences with exactly one unknown word
/// (``oneUnknown(isKnown:)``) and the words to learn next (``nextWords(isKnown:)``) — `kanji-tui sentences`.
///
/// What the learner knows is one closure, `isKnown`, asked of a word as its entry is shown (its headword and reading
/// are its study key): the caller decides what "known" means (today the study list's ``WordKnowledge/isKnown``), and
/// nothing here changes when that definition does. Each entry is asked once.
public struct LibrarySentences: Sendable {
    /// One text of the library with its index.
    public struct Text: Sendable {
        /// The title the Read tab lists it under.
        public let title: String
        public let index: SentenceIndex

        public init(title: String, index: SentenceIndex) {
            self.title = title
            self.index = index
        }
    }

    /// A sentence of a text, with its words and those it is listed for marked.
    public struct Match: Sendable, Hashable {
        /// The title of its text.
        public let title: String
        /// Which of ``LibrarySentences/texts`` it is in: the text a screen opens it in.
        public let textIndex: Int
        public let sentence: SentenceIndex.Sentence
        /// Its words as shown (the learner's entries chosen), in the order of ``SentenceIndex/Sentence/occurrences``.
        public let words: [TextWord]
        /// Which of its occurrences are the word it is listed for, by index.
        public let marked: [Int]
    }

    /// The texts, in the library's order (last opened first).
    public let texts: [Text]
    /// Each text's ``SentenceIndex/words`` as `shown` makes them, by text.
    let shownWords: [[TextWord]]

    /// - Parameter shown: a word as the learner chose its entry (``WordSegmenter/chosen(_:by:)``); applied once to each
    ///   way a text writes an entry.
    public init(texts: [Text], shown: (TextWord) -> TextWord = { $0 }) {
        self.texts = texts
        shownWords = texts.map { $0.index.words.map(shown) }
    }

    /// The sentences that use any of the entries `entryNumbers` (the entries a word is written or read as), in any
    /// inflection: matched by the entry each word was found as, not by the characters of the sentence. In the
    /// library's order, each sentence's text once; the first `limit` of them (a word's page shows five: the rest of a
    /// 10 MB library is not read for a common word).
    public func sentences(using entryNumbers: Set<Int>, limit: Int = .max) -> [Match] {
        var seen: Set<String> = []
        var matches: [Match] = []
        for (textIndex, text) in texts.enumerated() {
            let words = shownWords[textIndex]
            // Which of the text's words are the entries, looked up once per word rather than once per use.
            let isUsed = words.map { entryNumbers.contains($0.entryNumber) }
            guard isUsed.contains(true) else { continue }
            for sentence in text.index.sentences where sentence.occurrences.contains(where: { isUsed[$0.word] }) {
                guard seen.insert(sentence.text).inserted else { continue }
                matches.append(match(sentence, ofText: textIndex, marking: sentence.occurrences.indices.filter { isUsed[sentence.occurrences[$0].word] }))
                if matches.count == limit { return matches }
            }
        }
        return matches
    }

    /// `sentence` of text `textIndex` with its words as shown, `marked` marked.
    func match(_ sentence: SentenceIndex.Sentence, ofText textIndex: Int, marking marked: [Int]) -> Match {
        let words = shownWords[textIndex]
        return Match(title: texts[textIndex].title, textIndex: textIndex, sentence: sentence, words: sentence.occurrences.map { words[$0.word] }, marked: marked)
    }

    /// Whether each entry is known, asked once per entry: `isKnown` of a word shown, by its entry number.
    struct KnownEntries {
        /// The study list's answer (or whatever `isKnown` asks), strong: the closure lives as long as one listing.
        private let isKnown: (TextWord) -> Bool
        private var answers: [Int: Bool] = [:]

        init(isKnown: @escaping (TextWord) -> Bool) {
            self.isKnown = isKnown
        }

        mutating func callAsFunction(_ word: TextWord) -> Bool {
            if let answer = answers[word.entryNumber] { return answer }
            let answer = isKnown(word)
            answers[word.entryNumber] = answer
            return answer
        }
    }

    /// What each of a text's words counts as, by its index in ``SentenceIndex/words``: looked up once per word, so a
    /// sentence's occurrences are read as array lookups (a 10 MB library has about a million).
    enum Standing {
        /// Grammar or a name: neither known nor unknown vocabulary.
        case notVocabulary
        case known
        case unknown
    }

    /// The standing of each word of text `textIndex`, as shown.
    func standings(ofText textIndex: Int, known: inout KnownEntries) -> [Standing] {
        shownWords[textIndex].map { word in
            guard word.isVocabulary else { return .notVocabulary }
            return known(word) ? .known : .unknown
        }
    }
}
