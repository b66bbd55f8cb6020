/// One search result and why it matched, so a screen can explain a result and tests can pin the ranking.
public struct KanjiSearchMatch: Sendable, Hashable {
    public let kanji: Kanji
    public let tier: KanjiMatchTier

    public init(kanji: Kanji, tier: KanjiMatchTier) {
        self.kanji = kanji
        self.tier = tier
    }
}
