/// One point of a handwritten stroke, in the units of its canvas (x to the right, y downwards, from 0).
///
/// Whole units, as Zinnia takes them (`zinnia_character_add` has `int` coordinates): a canvas is made as fine as
/// its input needs (the Draw screen's is 1000 units across), so rounding loses nothing a recognizer could use, and
/// two reports of the same place compare equal, which is how the recorder drops repeated points.
public struct HandwritingPoint: Sendable, Hashable {
    public var x: Int
    public var y: Int

    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }
}
