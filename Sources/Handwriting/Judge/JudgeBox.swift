/// The smallest upright rectangle around some points: how the judge compares where and how large a hand drew with
/// where KanjiVG draws.
struct JudgeBox: Sendable, Equatable {
    var minimum: JudgePoint
    var maximum: JudgePoint

    init(minimum: JudgePoint, maximum: JudgePoint) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// The box around `points`; nil for none.
    init?(_ points: some Sequence<JudgePoint>) {
        var iterator = points.makeIterator()
        guard let first = iterator.next() else { return nil }
        var box = JudgeBox(minimum: first, maximum: first)
        while let point = iterator.next() { box.include(point) }
        self = box
    }

    var extent: JudgePoint { maximum - minimum }
    var centre: JudgePoint { (minimum + maximum) / 2 }

    mutating func include(_ point: JudgePoint) {
        minimum = pointwiseMin(minimum, point)
        maximum = pointwiseMax(maximum, point)
    }

    func union(_ other: JudgeBox) -> JudgeBox {
        JudgeBox(minimum: pointwiseMin(minimum, other.minimum), maximum: pointwiseMax(maximum, other.maximum))
    }
}
