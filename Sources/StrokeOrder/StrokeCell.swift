/// One terminal cell of a stroke picture: a braille character or a digit of a stroke number, and what
/// a renderer needs to style it.
public struct StrokeCell: Sendable, Equatable {
    /// The empty braille pattern (U+2800): blank, but as wide as every other braille cell in any font.
    public static let blank = StrokeCell(character: "\u{2800}", isCurrentStroke: false, isNumber: false)

    public var character: Character
    /// Some dot of this cell (or this digit) belongs to the current stroke, which should stand out.
    public var isCurrentStroke: Bool
    /// The cell holds a digit of a stroke number rather than braille dots.
    public var isNumber: Bool

    public init(character: Character, isCurrentStroke: Bool, isNumber: Bool) {
        self.character = character
        self.isCurrentStroke = isCurrentStroke
        self.isNumber = isNumber
    }
}
