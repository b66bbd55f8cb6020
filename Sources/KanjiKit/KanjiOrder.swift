/// Orderings of kanji for lists.
public enum KanjiOrder {
    /// The default list order: what a learner meets first comes first — newspaper frequency rank,
    /// then school grade, then stroke count, then code point (so the order is total and stable).
    /// A kanji without a rank or grade sorts after every kanji with one.
    public static func standard(_ left: Kanji, _ right: Kanji) -> Bool {
        if left.frequencyRank != right.frequencyRank {
            return ascendingMissingLast(left.frequencyRank, right.frequencyRank)
        }
        if left.grade != right.grade { return ascendingMissingLast(left.grade, right.grade) }
        if left.strokeCount != right.strokeCount { return left.strokeCount < right.strokeCount }
        return left.character.unicodeScalars.first!.value < right.character.unicodeScalars.first!.value
    }

    /// Whether `kanji` is already in standard order. By index: zipping the list with itself would copy
    /// every kanji (a dozen reference-counted fields) to compare it.
    public static func isStandard(_ kanji: [Kanji]) -> Bool {
        !kanji.indices.dropFirst().contains { standard(kanji[$0], kanji[$0 - 1]) }
    }

    private static func ascendingMissingLast(_ left: Int?, _ right: Int?) -> Bool {
        switch (left, right) {
        case let (left?, right?): return left < right
        case (.some, nil): return true
        default: return false
        }
    }
}
