/// How one character is written: its strokes in stroke order, as KanjiVG draws its standard form.
public struct StrokeDrawing: Sendable, Equatable {
    /// The side of KanjiVG's square view box, in which every point is given.
    public static let viewBoxSide = 109.0

    public let character: Character
    public let strokes: [Stroke]

    public init(character: Character, strokes: [Stroke]) {
        self.character = character
        self.strokes = strokes
    }
}
