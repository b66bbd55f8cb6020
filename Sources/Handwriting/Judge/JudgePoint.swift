/// A point in the judge's arithmetic: a drawn point (canvas units) or a KanjiVG one (view-box units), as doubles.
typealias JudgePoint = SIMD2<Double>

extension JudgePoint {
    init(_ point: HandwritingPoint) {
        self.init(Double(point.x), Double(point.y))
    }

    /// The distance to `other`.
    func distance(to other: JudgePoint) -> Double {
        let difference = self - other
        return (difference * difference).sum().squareRoot()
    }
}
