/// Finds kanji by whatever a learner types: the character itself, a reading in either kana script or
/// in romaji, or English words of a meaning.
///
/// Reads the keys `make data` sorted into `kanji-search.bin` (`KanjiSearchIndex`) in place, so the first
/// search costs what every later one does: a few binary searches and the postings they find. Results
/// are ranked by `KanjiMatchTier`, then by `KanjiOrder.standard`, so the kanji a learner most likely
/// means comes first: "hi" → 日 before the hundreds of other ひ readings, "car" → 車 before "carry".
///
/// Results are positions in the index (the standard order of `kanji.tsv`); `KanjiStore.searchKanji`
/// turns them into `Kanji`, and a list screen matches them against the kanji it shows.
public struct KanjiSearch: Sendable {
    /// One result: the kanji's position in the index and how well it matched.
    public struct Hit: Sendable, Hashable {
        public let position: Int
        public let tier: KanjiMatchTier
    }

    /// Strong: a search is a view of the mapped index and keeps its mapping alive.
    public let index: KanjiSearchIndex

    public init(index: KanjiSearchIndex) {
        self.index = index
    }

    /// The kanji matching `query` with the tier each matched at, best first; empty for an empty query
    /// (callers show the full list).
    ///
    /// - A query containing kanji is a paste: those kanji, in the order given, and nothing else.
    /// - A kana query (either script) matches readings.
    /// - Anything else matches English meanings (every query word must be — or, a tier lower, begin —
    ///   a word of the same meaning) and, when it reads as romaji (`Romaji`), readings too.
    public func hits(_ query: String) -> [Hit] {
        let text = query.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard !text.isEmpty else { return [] }
        let pasted = text.filter(Script.isIdeograph)
        if !pasted.isEmpty { return pastedKanji(pasted) }
        var board = TierBoard(count: index.count)
        if text.allSatisfy(Self.isKanaOrMark) {
            let kana = text.filter { $0 != " " }
            markReadings(exactly: kana, startingWith: [kana], on: &board)
        } else {
            let words = MeaningWords.words(in: text)
            markMeanings(Self.significantWords(words), on: &board)
            markWholeMeanings([words, Self.significantWords(words)], on: &board)
            if let romaji = Romaji.hiragana(text) {
                markReadings(exactly: romaji.isComplete ? romaji.kana : nil, startingWith: romaji.readingPrefixes, on: &board)
            }
        }
        return board.ranked().map { Hit(position: $0.position, tier: $0.tier) }
    }

    // MARK: - Matching

    private func pastedKanji(_ characters: String) -> [Hit] {
        var seen: Set<Int> = []
        return characters.compactMap { character in
            guard let position = index.position(of: character.unicodeScalars.first!), seen.insert(position).inserted else { return nil }
            return Hit(position: position, tier: .character)
        }
    }

    /// Readings equal to `exact` (nil when the query ended mid-syllable) or starting with one of `prefixes`.
    private func markReadings(exactly exact: String?, startingWith prefixes: [String], on board: inout TierBoard) {
        let exactKey = exact.map { Kana.keyBytes($0.unicodeScalars) }
        // A query of marks alone ("-") has an empty key, which every reading would start with.
        for prefix in prefixes.map({ Kana.keyBytes($0.unicodeScalars) }) where !prefix.isEmpty {
            index.readings.forEachKey(withPrefix: prefix, limit: .max) { key, positions, _ in
                let tier: KanjiMatchTier = key == exactKey ? .exactReading : .readingPrefix
                for position in positions { board.mark(Int(position), tier) }
                return true
            }
        }
    }

    /// Meanings in which every query word is a word (`meaningWord`) or begins one (`meaning`); the
    /// rarest query word's meanings are the candidates, checked against the others'.
    private func markMeanings(_ words: [[UInt8]], on board: inout TierBoard) {
        let runs = words.map(meaningPostings(startingWith:)).sorted { $0.all.count < $1.all.count }
        guard let rarest = runs.first else { return }
        let others = runs.dropFirst().map { (all: Set($0.all), whole: $0.whole) }
        for posting in rarest.all where others.allSatisfy({ $0.all.contains(posting) }) {
            let isWhole = rarest.whole.contains(posting) && others.allSatisfy { $0.whole.contains(posting) }
            board.mark(Int(posting >> UInt32(KanjiSearchIndex.meaningBits)), isWhole ? .meaningWord : .meaning)
        }
    }

    /// Meanings that are the query word for word, with or without its little words ("to eat" → "eat").
    private func markWholeMeanings(_ variants: [[[UInt8]]], on board: inout TierBoard) {
        for words in variants where !words.isEmpty {
            let key = Array(words.joined(separator: [UInt8(ascii: " ")]))
            for position in index.wholeMeanings.postings(of: key) { board.mark(Int(position), .exactMeaning) }
        }
    }

    /// The (kanji, meaning) postings of the meaning words starting with `word`, and those of the word itself.
    private func meaningPostings(startingWith word: [UInt8]) -> (all: [UInt32], whole: Set<UInt32>) {
        var all: [UInt32] = []
        var whole: Set<UInt32> = []
        index.meanings.forEachKey(withPrefix: word, limit: .max) { key, postings, _ in
            all += postings
            if key == word { whole.formUnion(postings) }
            return true
        }
        return (all, whole)
    }

    /// A query's words without the little words a learner types from habit ("to eat", "a tree"):
    /// KANJIDIC2's meanings leave them out (食 is "eat; food"), so requiring them would hide the kanji
    /// meant. A query of nothing but such words keeps them.
    private static func significantWords(_ words: [[UInt8]]) -> [[UInt8]] {
        let significant = words.filter { !fillerWords.contains($0) }
        return significant.isEmpty ? words : significant
    }

    private static let fillerWords: Set<[UInt8]> = Set(["to", "a", "an", "the"].map { Array($0.utf8) })

    private static func isKanaOrMark(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else { return false }
        return Script.isHiragana(scalar) || Script.isKatakana(scalar) || character == "." || character == "-" || character == " "
    }
}
