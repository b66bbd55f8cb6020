/// A point of a KanjiVG drawing, in the units of its 109 × 109 view box (y grows downwards).
public struct StrokePoint: Sendable, Equatable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
