import Handwriting

/// What the pen did on the canvas, in the canvas's units (``DrawViewModel/canvasSide`` across and down): the
/// terminal turns mouse reports into these, a test writes them directly.
public enum PenEvent: Sendable, Hashable {
    /// The button went down: a stroke starts.
    case press(HandwritingPoint)
    /// The pen moved with the button held.
    case drag(HandwritingPoint)
    /// The button was let go: the stroke ends.
    case release(HandwritingPoint)
}
