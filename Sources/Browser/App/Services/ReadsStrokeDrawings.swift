/// Reads the KanjiVG stroke drawings: a kanji's stroke order, the strokes a writing review judges against, the
/// shapes the Draw screen ranks its candidates by. Read-only and shared.
public protocol ReadsStrokeDrawings {
    /// The stroke drawings, opened once and shared read-only like the kanji data.
    var strokes: StrokeLibrary { get }
}

extension BrowserServices: ReadsStrokeDrawings {}
