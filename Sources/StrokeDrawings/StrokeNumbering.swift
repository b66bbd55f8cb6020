/// Which stroke numbers a picture writes beside the strokes' starts.
public enum StrokeNumbering: Sendable, Equatable {
    /// None: the bare drawing.
    case none
    /// The number of every stroke drawn so far, as printed stroke-order charts show the finished kanji.
    case drawnStrokes
    /// Only the number of the last stroke drawn, which tells the new stroke where colour cannot.
    case lastDrawnStroke
}
