/// The dots of a braille picture while it is drawn: each unlit, ink of an earlier stroke, or ink of the
/// current stroke, so the cells can later say which of them the current stroke lit.
struct DotGrid {
    enum Dot: UInt8 {
        case unlit, ink, currentStroke
    }

    let width: Int
    let height: Int
    private var dots: [Dot]

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        dots = Array(repeating: .unlit, count: width * height)
    }

    // MARK: - Drawing

    /// Lights every dot whose centre lies within `radius` of the segment from `start` to `end` (a round
    /// pen), in dot units: dot (column c, row r) has its centre at (c + ½, r + ½). The current stroke's
    /// ink wins over earlier ink where they cross.
    mutating func drawSegment(from start: StrokePoint, to end: StrokePoint, radius: Double, as dot: Dot) {
        let firstColumn = max(0, Int((min(start.x, end.x) - radius).rounded(.down)))
        let lastColumn = min(width - 1, Int((max(start.x, end.x) + radius).rounded(.up)))
        let firstRow = max(0, Int((min(start.y, end.y) - radius).rounded(.down)))
        let lastRow = min(height - 1, Int((max(start.y, end.y) + radius).rounded(.up)))
        guard firstColumn <= lastColumn, firstRow <= lastRow else { return }
        let dx = end.x - start.x
        let dy = end.y - start.y
        let lengthSquared = dx * dx + dy * dy
        let reach = radius * radius + 1e-9
        for row in firstRow...lastRow {
            let centreY = Double(row) + 0.5
            for column in firstColumn...lastColumn {
                let centreX = Double(column) + 0.5
                var t = lengthSquared == 0 ? 0 : ((centreX - start.x) * dx + (centreY - start.y) * dy) / lengthSquared
                t = min(1, max(0, t))
                let offsetX = centreX - (start.x + t * dx)
                let offsetY = centreY - (start.y + t * dy)
                if offsetX * offsetX + offsetY * offsetY <= reach {
                    let index = row * width + column
                    if dots[index].rawValue < dot.rawValue { dots[index] = dot }
                }
            }
        }
    }

    // MARK: - Cells

    /// The braille character of the 2 × 4 dots of one cell, and whether the current stroke lit any.
    func cell(column: Int, row: Int) -> (character: Character, isCurrentStroke: Bool) {
        var pattern: UInt32 = 0
        var isCurrentStroke = false
        for dotRow in 0..<BrailleSize.dotsPerRow {
            for dotColumn in 0..<BrailleSize.dotsPerColumn {
                let dot = dots[(row * BrailleSize.dotsPerRow + dotRow) * width + column * BrailleSize.dotsPerColumn + dotColumn]
                guard dot != .unlit else { continue }
                pattern |= 1 << Self.brailleBit(column: dotColumn, row: dotRow)
                isCurrentStroke = isCurrentStroke || dot == .currentStroke
            }
        }
        return (Character(Unicode.Scalar(0x2800 + pattern)!), isCurrentStroke)
    }

    /// Unicode numbers braille dots 1-2-3 down the left column, 4-5-6 down the right, then 7 and 8
    /// below them (bits 0…7).
    static func brailleBit(column: Int, row: Int) -> UInt32 {
        row < 3 ? UInt32(column * 3 + row) : UInt32(6 + column)
    }
}
