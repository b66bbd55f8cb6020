/// A kanji drawn in braille: its first strokes (or all), the current one marked, the numbers written.
///
/// The drawing fills the largest square of dots that fits the size, centred; a square in dots looks
/// square in the terminal (see `BrailleSize`). Lines are drawn with a round pen as wide as KanjiVG's
/// own (3 of its 109 units), scaled, and never thinner than one dot, so they stay readable at any size.
///
/// ```swift
/// let file = try StrokeFile(path: directory + "/" + StrokeFile.fileName)
/// if let drawing = try file.drawing(for: "日") {
///     let picture = StrokePicture(drawing: drawing, size: .square(columns: 24), strokesDrawn: 2,
///                                 highlightsLastDrawn: true, numbering: .drawnStrokes)
///     picture.lines.forEach { print($0) }   // cells also say which belong to stroke 2 (`isCurrentStroke`)
/// }
/// ```
public struct StrokePicture: Sendable, Equatable {
    /// KanjiVG's stroke width, in view-box units.
    static let kanjiVGStrokeWidth = 3.0
    /// Where a stroke number's centre lies from its anchor (the left end of its baseline), per digit
    /// across and once up, in view-box units: KanjiVG writes numbers 8 units high, digits about 4.4 wide.
    static let numberHalfDigitWidth = 2.2
    static let numberHalfHeight = 2.9
    /// Nearby places (rows, columns) tried in turn when a number's own cells already hold another number.
    static let numberPlacesToTry = [(0, 0), (0, -1), (0, 1), (-1, 0), (1, 0), (0, -2), (0, 2), (-1, -1), (-1, 1), (1, -1), (1, 1)]

    public let size: BrailleSize
    /// The cells, row by row, each `size.columns` wide.
    public let rows: [[StrokeCell]]

    /// - Parameters:
    ///   - strokesDrawn: how many strokes to draw, from the first; nil (or more than there are) draws all.
    ///   - highlightsLastDrawn: mark the last stroke drawn as the current one (`StrokeCell.isCurrentStroke`).
    ///   - numbering: which strokes get their number; a number that finds no free cell near its place is
    ///     left out (many-stroke kanji at small sizes).
    public init(drawing: StrokeDrawing, size: BrailleSize, strokesDrawn: Int? = nil,
                highlightsLastDrawn: Bool = false, numbering: StrokeNumbering = .drawnStrokes) {
        self.size = size
        let drawn = min(max(strokesDrawn ?? drawing.strokes.count, 0), drawing.strokes.count)
        let current = highlightsLastDrawn && drawn > 0 ? drawn - 1 : nil
        let side = Double(min(size.dotColumns, size.dotRows))
        let placement = Placement(
            scale: side / StrokeDrawing.viewBoxSide,
            left: (Double(size.dotColumns) - side) / 2,
            top: (Double(size.dotRows) - side) / 2)
        let radius = max(1, (side * Self.kanjiVGStrokeWidth / StrokeDrawing.viewBoxSide).rounded()) / 2

        var grid = DotGrid(width: size.dotColumns, height: size.dotRows)
        for (index, stroke) in drawing.strokes.prefix(drawn).enumerated() {
            let points = stroke.points.map(placement.dot)
            let ink: DotGrid.Dot = index == current ? .currentStroke : .ink
            if points.count == 1 {   // a stroke so short it quantised to one point: a dot
                grid.drawSegment(from: points[0], to: points[0], radius: radius, as: ink)
            }
            for (start, end) in zip(points, points.dropFirst()) {
                grid.drawSegment(from: start, to: end, radius: radius, as: ink)
            }
        }
        var rows = (0..<size.rows).map { row in
            (0..<size.columns).map { column in
                let cell = grid.cell(column: column, row: row)
                return StrokeCell(character: cell.character, isCurrentStroke: cell.isCurrentStroke, isNumber: false)
            }
        }
        let numbered: Range<Int> = switch numbering {
        case .none: 0..<0
        case .drawnStrokes: 0..<drawn
        case .lastDrawnStroke: max(0, drawn - 1)..<drawn
        }
        for index in numbered {
            Self.writeNumber(index + 1, of: drawing.strokes[index], in: &rows, placement: placement,
                             isCurrentStroke: index == current)
        }
        self.rows = rows
    }

    /// The picture as text, one string per row.
    public var lines: [String] {
        rows.map { String($0.map(\.character)) }
    }

    // MARK: - Numbers

    /// Writes `number`'s digits centred where KanjiVG centres its text, or at the nearest place that
    /// keeps it apart from other numbers (a blank cell between them, so 1 and 2 never read as 12),
    /// preferring places that hide no ink.
    private static func writeNumber(_ number: Int, of stroke: Stroke, in rows: inout [[StrokeCell]],
                                    placement: Placement, isCurrentStroke: Bool) {
        let digits = Array(String(number))
        let centre = placement.dot(StrokePoint(
            x: stroke.numberAnchor.x + numberHalfDigitWidth * Double(digits.count),
            y: stroke.numberAnchor.y - numberHalfHeight))
        let row = Int((centre.y / Double(BrailleSize.dotsPerRow)).rounded(.down))
        let column = Int((centre.x / Double(BrailleSize.dotsPerColumn) - Double(digits.count) / 2).rounded())
        let places = numberPlacesToTry.map { (row: row + $0.0, columns: (column + $0.1)..<(column + $0.1 + digits.count)) }
        let fitting = places.filter { place in
            guard rows.indices.contains(place.row),
                  place.columns.clamped(to: 0..<rows[place.row].count) == place.columns else { return false }
            let withGaps = (place.columns.lowerBound - 1)...place.columns.upperBound
            return !withGaps.contains { rows[place.row].indices.contains($0) && rows[place.row][$0].isNumber }
        }
        let hidingNoInk = fitting.first { place in place.columns.allSatisfy { rows[place.row][$0] == .blank } }
        guard let place = hidingNoInk ?? fitting.first else { return }
        for (offset, digit) in digits.enumerated() {
            rows[place.row][place.columns.lowerBound + offset] = StrokeCell(
                character: digit, isCurrentStroke: isCurrentStroke, isNumber: true)
        }
    }
}

/// Where the view box lands in the dot grid: scaled to the square's side and centred.
private struct Placement {
    let scale: Double
    let left: Double
    let top: Double

    func dot(_ point: StrokePoint) -> StrokePoint {
        StrokePoint(x: left + point.x * scale, y: top + point.y * scale)
    }
}
