extension StrokeEnds {
    /// What aligning two strokes as one costs beyond their distance (unit-square units): a learner who runs two strokes
    /// together has still drawn both.
    static let joinCost = CandidateRanking.env("JC", 0.03)
    /// What a stroke drawn in one drawing and not the other costs, as if its ends were this far off.
    static let unmatchedCost = CandidateRanking.env("UC", 0.2)

    /// How alike two drawings are when their stroke counts differ by one or two — two strokes run together into one, a
    /// stroke left out or one added, on either side — from 0 to 1 as ``similarity(_:_:)``: both are fitted to a unit
    /// square by their own extent, then the strokes are aligned in order (dynamic programming, as an edit distance),
    /// each drawn stroke against one of the model's, against two consecutive ones joined (the first's start, the
    /// second's end), two drawn against one, or left unmatched at ``unmatchedCost``.
    /// - Returns: nil when the counts are equal (``similarity(_:_:)`` compares those) or differ by more than two.
    static func alignedSimilarity(_ drawn: [StrokeEnds], _ model: [StrokeEnds]) -> Double? {
        let (n, m) = (drawn.count, model.count)
        guard n != m, abs(n - m) <= 2, n > 0, m > 0 else { return nil }
        let a = fitted(drawn)
        let b = fitted(model)
        let infinity = Double.infinity
        // cost[i · (m + 1) + j]: drawn[..<i] aligned with model[..<j]; one flat array, as hundreds of candidates are aligned
        // after each stroke.
        let row = m + 1
        var cost = [Double](repeating: infinity, count: (n + 1) * row)
        cost[0] = 0
        for i in 0...n {
            for j in 0...m where i + j > 0 {
                var best = infinity
                if i > 0, j > 0 { best = min(best, cost[(i - 1) * row + j - 1] + endDistance(a[i - 1], b[j - 1])) }
                if i > 0, j > 1 { best = min(best, cost[(i - 1) * row + j - 2] + endDistance(a[i - 1], joined(b[j - 2], b[j - 1])) + joinCost) }
                if i > 1, j > 0 { best = min(best, cost[(i - 2) * row + j - 1] + endDistance(joined(a[i - 2], a[i - 1]), b[j - 1]) + joinCost) }
                if i > 0 { best = min(best, cost[(i - 1) * row + j] + unmatchedCost) }
                if j > 0 { best = min(best, cost[i * row + j - 1] + unmatchedCost) }
                cost[i * row + j] = best
            }
        }
        let mean = cost[n * row + m] / Double(max(n, m))
        return max(0, 1 - 2 * mean)
    }

    /// The mean of the distances between the two strokes' starts and between their ends.
    private static func endDistance(_ left: StrokeEnds, _ right: StrokeEnds) -> Double {
        (distance(left.startX, left.startY, right.startX, right.startY) + distance(left.endX, left.endY, right.endX, right.endY)) / 2
    }

    /// Two consecutive strokes drawn as one: from the first's start to the second's end.
    private static func joined(_ first: StrokeEnds, _ second: StrokeEnds) -> StrokeEnds {
        StrokeEnds(startX: first.startX, startY: first.startY, endX: second.endX, endY: second.endY)
    }
}
