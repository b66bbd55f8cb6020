/// Turns a pen's press, drag and release into strokes: what the Draw screen feeds the mouse into.
///
/// A press starts a stroke, drags extend it, a release ends it and adds it to ``strokes``. Repeated reports of one
/// point (a terminal reports motion per cell, and a pixel report may repeat) are kept once; a point off the canvas
/// (a drag that left it) is drawn on its edge; a press while a stroke is still open (its release was lost, as when
/// the button was let go outside the terminal) ends that stroke first. The limits are ``HandwrittenStrokes``'s:
/// a press beyond its ``HandwrittenStrokes/maximumStrokes`` starts nothing and says why.
public struct StrokeRecorder: Sendable, Equatable {
    /// What a press, drag or release did.
    public enum Outcome: Sendable, Equatable {
        /// The stroke under way changed (started, or moved to a new point): draw it again.
        case drawing
        /// A stroke ended and was added: time to recognize again.
        case strokeEnded
        /// Nothing changed (a repeated point, a drag with no stroke under way).
        case unchanged
        /// The press started no stroke; the text says why, for the screen to show.
        case refused(String)
    }

    /// The finished strokes.
    public private(set) var strokes: HandwrittenStrokes
    /// The stroke under way (the button still held), or nil.
    public private(set) var currentStroke: [HandwritingPoint]?

    public init(width: Int, height: Int) {
        strokes = HandwrittenStrokes(width: width, height: height)
    }

    /// The finished strokes and the one under way, as they should be drawn now.
    public var drawnStrokes: [[HandwritingPoint]] {
        strokes.strokes + (currentStroke.map { [$0] } ?? [])
    }

    // MARK: The pen

    /// The button went down at `point`: a new stroke starts there (after ending one left open).
    public mutating func press(at point: HandwritingPoint) -> Outcome {
        let ended = endCurrentStroke()
        guard strokes.strokeCount < HandwrittenStrokes.maximumStrokes else {
            return .refused("\(HandwrittenStrokes.maximumStrokes) strokes are the most a kanji here has: take some back (Backspace) or clear (c)")
        }
        currentStroke = [strokes.clamped(point)]
        return ended ? .strokeEnded : .drawing
    }

    /// The pen moved to `point` with the button held.
    public mutating func drag(to point: HandwritingPoint) -> Outcome {
        guard var stroke = currentStroke else { return .unchanged }
        let clamped = strokes.clamped(point)
        guard stroke.last != clamped else { return .unchanged }
        stroke.append(clamped)
        if stroke.count > HandwrittenStrokes.maximumPointsPerStroke { stroke = HandwrittenStrokes.thinned(stroke) }
        currentStroke = stroke
        return .drawing
    }

    /// The button was let go at `point`: the stroke ends there. A release with no stroke under way (its press was
    /// refused, or came before the screen was shown) changes nothing.
    public mutating func release(at point: HandwritingPoint) -> Outcome {
        guard currentStroke != nil else { return .unchanged }
        _ = drag(to: point)
        return endCurrentStroke() ? .strokeEnded : .unchanged
    }

    // MARK: Editing

    /// Takes back the stroke under way, or else the last finished one.
    /// - Returns: whether there was one to take back.
    public mutating func undo() -> Bool {
        if currentStroke != nil {
            currentStroke = nil
            return true
        }
        guard !strokes.isEmpty else { return false }
        strokes.removeLast()
        return true
    }

    /// Clears the canvas.
    public mutating func clear() {
        currentStroke = nil
        strokes.removeAll()
    }

    // MARK: Private

    /// Adds the stroke under way, if any, to the finished ones.
    /// - Returns: whether one was added.
    private mutating func endCurrentStroke() -> Bool {
        guard let stroke = currentStroke else { return false }
        currentStroke = nil
        strokes.append(stroke)
        return true
    }
}
