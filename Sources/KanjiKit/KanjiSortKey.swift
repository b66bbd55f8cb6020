/// The orders a kanji list can be sorted by. Each is total: ties fall back to `KanjiOrder.standard`,
/// so a sorted list never shuffles between runs.
public enum KanjiSortKey: String, Sendable, Hashable, CaseIterable {
    /// `KanjiOrder.standard`: newspaper frequency, then grade, strokes, code point.
    case frequency
    /// Fewest strokes first.
    case strokes
    /// School grade 1–6, then secondary, then name kanji, then kanji outside the jōyō and jinmeiyō lists.
    case grade
    /// Kangxi radical number, then strokes, as a paper dictionary orders its entries.
    case radical
    /// Unicode code point, i.e. the order of the character tables.
    case codePoint = "codepoint"

    /// Whether `left` comes before `right` in this order.
    public func areInIncreasingOrder(_ left: Kanji, _ right: Kanji) -> Bool {
        switch self {
        case .frequency:
            break
        case .strokes:
            if left.strokeCount != right.strokeCount { return left.strokeCount < right.strokeCount }
        case .grade:
            if left.grade != right.grade { return (left.grade ?? Int.max) < (right.grade ?? Int.max) }
        case .radical:
            if left.radical.number != right.radical.number { return left.radical.number < right.radical.number }
            if left.strokeCount != right.strokeCount { return left.strokeCount < right.strokeCount }
        case .codePoint:
            return left.character.unicodeScalars.first!.value < right.character.unicodeScalars.first!.value
        }
        return KanjiOrder.standard(left, right)
    }

    /// The key after this one, wrapping around, for a key that cycles the sort.
    public var next: KanjiSortKey {
        let all = KanjiSortKey.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }

    /// What a header says the list is sorted by.
    public var label: String {
        switch self {
        case .frequency: return "frequency"
        case .strokes: return "strokes"
        case .grade: return "grade"
        case .radical: return "radical"
        case .codePoint: return "code point"
        }
    }
}
