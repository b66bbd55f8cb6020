/// A stroke as a fixed number of points evenly spaced along its length, so two strokes drawn with different
/// numbers of points (a mouse's reports, KanjiVG's flattened curve) compare point by point: the first with the first,
/// the middle with the middle.
struct ResampledStroke: Sendable, Equatable {
    /// How many points a stroke is compared by: enough to follow a hook or a bend (KanjiVG's longest strokes have a
    /// few corners), few enough that judging a stroke against every one of a 29-stroke kanji's costs microseconds.
    static let pointCount = 24

    let points: [JudgePoint]
    /// The length of the polyline it was made from.
    let length: Double

    /// - Parameter polyline: at least one point; a single point (a dot) is repeated.
    init(_ polyline: [JudgePoint]) {
        precondition(!polyline.isEmpty, "a stroke has at least one point")
        var cumulative = [0.0]
        cumulative.reserveCapacity(polyline.count)
        for (a, b) in zip(polyline, polyline.dropFirst()) { cumulative.append(cumulative[cumulative.count - 1] + a.distance(to: b)) }
        let total = cumulative[cumulative.count - 1]
        length = total
        guard total > 0 else {
            points = Array(repeating: polyline[0], count: Self.pointCount)
            return
        }
        var result: [JudgePoint] = []
        result.reserveCapacity(Self.pointCount)
        var segment = 0
        for index in 0..<Self.pointCount {
            let along = total * Double(index) / Double(Self.pointCount - 1)
            while segment < polyline.count - 2 && cumulative[segment + 1] < along { segment += 1 }
            let span = cumulative[segment + 1] - cumulative[segment]
            let t = span > 0 ? min(1, max(0, (along - cumulative[segment]) / span)) : 0
            result.append(polyline[segment] + (polyline[segment + 1] - polyline[segment]) * t)
        }
        points = result
    }

    /// The mean distance between this stroke's points and `other`'s, taken in the same direction (`reversed`: this
    /// stroke's first point against `other`'s last).
    func meanDistance(to other: ResampledStroke, reversed: Bool = false) -> Double {
        var total = 0.0
        let count = points.count
        for index in 0..<count {
            total += points[index].distance(to: other.points[reversed ? count - 1 - index : index])
        }
        return total / Double(count)
    }
}
