/// Finds kanji by whatever a learner types: the character itself, a reading in either kana script or
/// in romaji, or the start of an English meaning.
///
/// Built once from the full list (readings normalised by `Kana`, meanings split by `MeaningWords`, both
/// in sorted `PrefixIndex`es), so each keystroke of an incremental search costs microseconds. Results
/// are ranked by `KanjiMatchTier`, then by `KanjiOrder.standard`, so the kanji a learner most likely
/// means comes first: "hi" → 日 before the hundreds of other ひ readings.
public struct KanjiSearch: Sendable {
    /// Every kanji in `KanjiOrder.standard`; the indexes refer to kanji by position here, so sorting
    /// positions sorts by the standard order.
    private let kanji: [Kanji]
    /// Keyed by scalar, not `String`: a compatibility ideograph (神 U+FA19) must not find the unified one.
    private let positionOfCharacter: [Unicode.Scalar: Int]
    private let readings: PrefixIndex
    private let meanings: PrefixIndex

    public init(_ kanji: [Kanji]) {
        // The store hands over the list already in standard order; anything else is sorted by position,
        // not by value (comparing values copies a dozen reference-counted fields).
        let ordered = KanjiOrder.isStandard(kanji) ? kanji : kanji.indices.sorted { KanjiOrder.standard(kanji[$0], kanji[$1]) }.map { kanji[$0] }
        var readingEntries: [PrefixIndex.Entry] = []
        var meaningEntries: [PrefixIndex.Entry] = []
        for (position, kanji) in ordered.enumerated() {
            for reading in kanji.onReadings + kanji.kunReadings {
                for key in Kana.readingKeys(reading) {
                    readingEntries.append(.init(key: key, kanji: Int32(position), meaning: 0))
                }
            }
            for (index, meaning) in kanji.meanings.enumerated() {
                for word in MeaningWords.words(in: meaning) {
                    meaningEntries.append(.init(key: word, kanji: Int32(position), meaning: Int32(index)))
                }
            }
        }
        self.kanji = ordered
        positionOfCharacter = Dictionary(ordered.enumerated().map { ($1.character.unicodeScalars.first!, $0) },
                                        uniquingKeysWith: { first, _ in first })
        readings = PrefixIndex(readingEntries)
        meanings = PrefixIndex(meaningEntries)
    }

    /// The kanji matching `query`, best first; empty for an empty query (callers show the full list).
    public func search(_ query: String) -> [Kanji] {
        ranked(query).map { kanji[$0.position] }
    }

    /// The kanji matching `query` with the tier each matched at, best first.
    ///
    /// - A query containing kanji is a paste: those kanji, in the order given, and nothing else.
    /// - A kana query (either script) matches readings.
    /// - Anything else matches English meanings (every query word must begin a word of the same
    ///   meaning) and, when it reads as romaji (`Romaji`), readings too.
    public func matches(_ query: String) -> [KanjiSearchMatch] {
        ranked(query).map { KanjiSearchMatch(kanji: kanji[$0.position], tier: $0.tier) }
    }

    // MARK: - Matching

    /// Positions and tiers rather than kanji, so that each public entry point copies every matched
    /// `Kanji` (a dozen reference-counted fields) once: for a one-letter query that copy is most of the cost.
    private func ranked(_ query: String) -> [(position: Int, tier: KanjiMatchTier)] {
        let text = query.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard !text.isEmpty else { return [] }
        let pasted = text.filter(Script.isIdeograph)
        if !pasted.isEmpty { return pastedKanji(pasted) }
        var board = TierBoard(count: kanji.count)
        if text.allSatisfy(Self.isKanaOrMark) {
            let kana = text.filter { $0 != " " }
            markReadings(exactly: kana, startingWith: [kana], on: &board)
        } else {
            markMeanings(Self.significantWords(MeaningWords.words(in: text)), on: &board)
            if let romaji = Romaji.hiragana(text) {
                markReadings(exactly: romaji.isComplete ? romaji.kana : nil, startingWith: romaji.readingPrefixes, on: &board)
            }
        }
        return board.ranked()
    }

    private func pastedKanji(_ characters: String) -> [(position: Int, tier: KanjiMatchTier)] {
        var seen: Set<Int> = []
        return characters.compactMap { character in
            guard let position = positionOfCharacter[character.unicodeScalars.first!], seen.insert(position).inserted else { return nil }
            return (position, .character)
        }
    }

    /// Readings equal to `exact` (nil when the query ended mid-syllable) or starting with one of `prefixes`.
    private func markReadings(exactly exact: String?, startingWith prefixes: [String], on board: inout TierBoard) {
        let exactKey = exact.map { Kana.keyBytes($0.unicodeScalars) }
        // A query of marks alone ("-") has an empty key, which every reading would start with.
        for prefix in prefixes.map({ Kana.keyBytes($0.unicodeScalars) }) where !prefix.isEmpty {
            for entry in readings.entries(withPrefix: prefix) {
                board.mark(Int(entry.kanji), entry.key == exactKey ? .exactReading : .readingPrefix)
            }
        }
    }

    /// Meanings in which every query word begins some word; the rarest query word is looked up first.
    private func markMeanings(_ words: [[UInt8]], on board: inout TierBoard) {
        let runs = words.map(meanings.entries(withPrefix:)).sorted { $0.count < $1.count }
        guard let rarest = runs.first else { return }
        let others = runs.dropFirst().map { Set($0.map(Self.meaningOf)) }
        for entry in rarest where others.allSatisfy({ $0.contains(Self.meaningOf(entry)) }) {
            board.mark(Int(entry.kanji), .meaning)
        }
    }

    /// A query's words without the little words a learner types from habit ("to eat", "a tree"):
    /// KANJIDIC2's meanings leave them out (食 is "eat; food"), so requiring them would hide the kanji
    /// meant. A query of nothing but such words keeps them.
    private static func significantWords(_ words: [[UInt8]]) -> [[UInt8]] {
        let significant = words.filter { !fillerWords.contains($0) }
        return significant.isEmpty ? words : significant
    }

    private static let fillerWords: Set<[UInt8]> = Set(["to", "a", "an", "the"].map { Array($0.utf8) })

    /// One number per (kanji, meaning) pair, for intersecting the words of a multi-word query.
    private static func meaningOf(_ entry: PrefixIndex.Entry) -> Int64 {
        Int64(entry.kanji) << 32 | Int64(entry.meaning)
    }

    private static func isKanaOrMark(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else { return false }
        return Script.isHiragana(scalar) || Script.isKatakana(scalar) || character == "." || character == "-" || character == " "
    }
}
