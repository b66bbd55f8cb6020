/// One terminal cell of a stroke picture: a braille character or a digit of a stroke number, and what
/// a renderer needs to style it.
public struct StrokeCell: Sendable, Equatable {
    /// The empty braille pattern (U+2800): blank, but as wide as every other braille cell in any font.
    public static let blank = StrokeCell(character: "\u{2800}", isCurrentStroke: false, isNumber: false)

    public let character: Character
    /// Some dot of this cell (or this digit) belongs to the current stroke, which should stand out.
    public var isCurrentStroke: Bool
    /// The cell holds a digit of a stroke number rather than braille dots.
    public let isNumber: Bool
    /// The cell is the empty braille pattern, decided once when the cell is made: a renderer asks it for
    /// thousands of cells a frame, and `Character`'s `==` weighs Unicode equivalence, which would cost that
    /// frame more than the rest of its drawing.
    public let isBlank: Bool

    public init(character: Character, isCurrentStroke: Bool, isNumber: Bool) {
        self.character = character
        self.isCurrentStroke = isCurrentStroke
        self.isNumber = isNumber
        self.isBlank = Self.isBlank(character, isNumber: isNumber)
    }

    private static func isBlank(_ character: Character, isNumber: Bool) -> Bool {
        !isNumber && character.unicodeScalars.first == "\u{2800}"
    }
}
