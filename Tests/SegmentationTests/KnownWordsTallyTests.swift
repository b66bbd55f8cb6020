import FSRS
import Segmentation
import Testing

/// Issue 47: one definition of known — studied and mature, or marked known — and ignored words out of every count,
/// the same in the reader's tally (`WordTally`, the header's and `v`'s count) and in `analyze`'s (`TextAnalysis`).
@Suite struct KnownWordsTallyTests {
    /// 猫 marked known, 犬 ignored, 見る studied to maturity, 好き studied but young; 田中 a name.
    static let text = "田中さんは猫が好きです。猫を見る。犬も見た。犬だ。"

    static func card(_ state: CardState, stability: Double) -> Card {
        Card(id: 1, state: state, step: nil, stability: stability, difficulty: 5, due: Timestamp(secondsSince1970: 0), lastReview: nil)
    }

    static func knowledge(headword: String) -> WordKnowledge {
        switch headword {
        case "猫": WordKnowledge(card: nil, mark: .known)
        case "犬": WordKnowledge(card: card(.review, stability: 40), mark: .ignored)
        case "見る": WordKnowledge(card: card(.review, stability: 30))
        case "好き": WordKnowledge(card: card(.review, stability: 5))
        default: WordKnowledge(card: nil)
        }
    }

    @Test func theTallyAndAnalyzeAgreeWithIgnoredWordsLeftOut() throws {
        let segmenter = try SegmenterFixture.segmenter()
        let reading = ReadingText(Self.text, format: .plain)
        let tally = WordTally(counting: reading, segmenter: segmenter)
        let header = tally.knownShares { Self.knowledge(headword: $0.headword) }

        let counted = TextAnalysis(tally)
        let analysis = counted.leavingOut { Self.knowledge(headword: $0.headword) }
        let shares = analysis.knownShares { Self.knowledge(headword: $0.headword) }
        #expect(header.tokens == shares.tokens && header.words == shares.words, "the header's shares are analyze's")

        let headwords = Set(counted.words.map(\.headword))
        try #require(headwords.isSuperset(of: ["猫", "犬", "見る", "好き"]), "\(headwords)")
        #expect(analysis.ignored.map(\.headword) == ["犬"])
        #expect(analysis.ignoredTokenCount == 2)
        #expect(analysis.tokenCount == counted.tokenCount - 2, "犬's two uses are out of the tokens")
        #expect(analysis.words.count == counted.words.count - 1, "and 犬 out of the words")
        #expect(!analysis.words.contains { $0.headword == "犬" })
        #expect(analysis.names.map(\.name.written) == ["田中"], "the name is counted apart, as before")

        // Known: 猫 (marked, 2 uses) and 見る (mature, 2 uses); 好き (young) is not known.
        let knownTokens = analysis.words.filter { ["猫", "見る"].contains($0.headword) }.reduce(0) { $0 + $1.count }
        #expect(knownTokens == 4)
        #expect(shares.tokens == Double(knownTokens) / Double(analysis.tokenCount))
        #expect(shares.words == 2.0 / Double(analysis.words.count))
    }

    @Test func aTextOfIgnoredWordsAloneHasNoShareNotANaN() throws {
        let shares = WordTally.knownShares(of: [(count: 3, knowledge: .ignored), (count: 1, knowledge: .ignored)])
        #expect(shares.tokens == 0 && shares.words == 0)
        let mixed = WordTally.knownShares(of: [(count: 3, knowledge: .ignored), (count: 1, knowledge: .markedKnown), (count: 1, knowledge: .review)])
        #expect(mixed.tokens == 0.5 && mixed.words == 0.5, "the ignored word's 3 uses count for nothing")
    }
}
