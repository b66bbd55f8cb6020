import StrokeDrawings

/// The braille pictures of one drawing already made at the size last drawn, so a key on the stroke-order screen
/// rasterises at most the one picture it has not shown yet: the strokes still to come and the strip of frames do
/// not change from key to key, and stepping back shows a picture made before.
///
/// Bounded: a screen needs at most twice the strokes plus two pictures at one terminal size (every step, the
/// strokes still to come, the strip's frames); past twice that (after resizes) it starts again empty.
public final class StrokePictures {
    /// What makes two pictures of the drawing the same.
    private struct Key: Hashable {
        let columns: Int
        let rows: Int
        let strokesDrawn: Int
        let highlightsLastDrawn: Bool
        let numbering: Int
    }

    public let drawing: StrokeDrawing
    private var pictures: [Key: StrokePicture] = [:]
    /// How many pictures are kept at most.
    private var capacity: Int { 4 * (drawing.strokes.count + 2) }

    public init(drawing: StrokeDrawing) {
        self.drawing = drawing
    }

    /// The picture `StrokePicture(drawing:size:strokesDrawn:highlightsLastDrawn:numbering:)` makes, made once.
    public func picture(size: BrailleSize, strokesDrawn: Int, highlightsLastDrawn: Bool,
                        numbering: StrokeNumbering) -> StrokePicture {
        let key = Key(columns: size.columns, rows: size.rows, strokesDrawn: strokesDrawn,
                      highlightsLastDrawn: highlightsLastDrawn, numbering: Self.code(of: numbering))
        if let picture = pictures[key] { return picture }
        if pictures.count >= capacity { pictures.removeAll() }
        let picture = StrokePicture(drawing: drawing, size: size, strokesDrawn: strokesDrawn,
                                    highlightsLastDrawn: highlightsLastDrawn, numbering: numbering)
        pictures[key] = picture
        return picture
    }

    private static func code(of numbering: StrokeNumbering) -> Int {
        switch numbering {
        case .none: 0
        case .drawnStrokes: 1
        case .lastDrawnStroke: 2
        }
    }
}
