import Handwriting

/// What the pen did on a canvas, in the canvas's units (``PenCanvas/side`` across and down): the terminal turns
/// mouse reports into these, a test writes them directly. The Draw screen and a writing review both hear them.
public enum PenEvent: Sendable, Hashable {
    /// The button went down: a stroke starts.
    case press(HandwritingPoint)
    /// The pen moved with the button held.
    case drag(HandwritingPoint)
    /// The button was let go: the stroke ends.
    case release(HandwritingPoint)
}
