import Handwriting

extension StrokeRecorder {
    /// Records what the pen did: a press starts a stroke, a drag extends it, a release ends it — the one way a
    /// canvas's screen hands the pen to its recorder.
    public mutating func record(_ event: PenEvent) -> Outcome {
        switch event {
        case .press(let point): press(at: point)
        case .drag(let point): drag(to: point)
        case .release(let point): release(at: point)
        }
    }
}
