/// The best tier each kanji has reached during one search, as a flat array indexed by standard-order
/// position: marking is a store, and ranking is one pass that drops each kanji into its tier's bucket —
/// already in standard order, so nothing is sorted even when a one-letter query matches thousands.
struct TierBoard {
    private var tiers: [KanjiMatchTier?]

    init(count: Int) {
        tiers = Array(repeating: nil, count: count)
    }

    /// Records that the kanji at `position` matched at `tier`, keeping the better of this and any earlier tier.
    mutating func mark(_ position: Int, _ tier: KanjiMatchTier) {
        if let current = tiers[position], current <= tier { return }
        tiers[position] = tier
    }

    /// Every marked kanji, by its tier's precedence and by standard order within one.
    func ranked() -> [(position: Int, tier: KanjiMatchTier)] {
        let levels = KanjiMatchTier.allCases.map(\.precedence).max()! + 1
        var buckets = Array(repeating: [(position: Int, tier: KanjiMatchTier)](), count: levels)
        for (position, tier) in tiers.enumerated() {
            if let tier { buckets[tier.precedence].append((position, tier)) }
        }
        return Array(buckets.joined())
    }
}
