import Testing
@testable import StrokeDrawings

@Suite struct StrokePictureTests {
    private let sun = StrokeFixtures.sun

    @Test func draws_sun_with_its_stroke_numbers_at_24_columns() {
        let picture = StrokePicture(drawing: sun, size: .square(columns: 24))
        #expect(picture.lines == [
            "⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀",
            "⠀⠀⠀⠀⠀⠀⠀⠀2⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀",
            "⠀⠀⠀⠀⠀⠀⠠⣀⣀⣀⡠⠤⠤⠤⠤⠤⠤⡄⠀⠀⠀⠀⠀⠀",
            "⠀⠀⠀⠀⠀1⠀⡇⠀⠀⠀⠀⠀⠀⠀⠀⠀⡇⠀⠀⠀⠀⠀⠀",
            "⠀⠀⠀⠀⠀⠀⠀⡇⠀⠀⠀⠀⠀⠀⠀⠀⠀⡇⠀⠀⠀⠀⠀⠀",
            "⠀⠀⠀⠀⠀⠀⠀⡇3⢀⣀⣀⣀⣀⣀⣀⣀⡇⠀⠀⠀⠀⠀⠀",
            "⠀⠀⠀⠀⠀⠀⠀⡏⠉⠁⠀⠀⠀⠀⠀⠀⠀⡇⠀⠀⠀⠀⠀⠀",
            "⠀⠀⠀⠀⠀⠀⠀⡇⠀⠀⠀⠀⠀⠀⠀⠀⠀⡇⠀⠀⠀⠀⠀⠀",
            "⠀⠀⠀⠀⠀⠀⠀⡇4⠀⠀⠀⠀⠀⠀⠀⠀⡇⠀⠀⠀⠀⠀⠀",
            "⠀⠀⠀⠀⠀⠀⠀⡧⠔⠒⠒⠒⠒⠒⠒⠒⠒⡇⠀⠀⠀⠀⠀⠀",
            "⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀",
            "⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀",
        ])
    }

    @Test func every_cell_is_one_column_wide_braille_or_a_digit() {
        let picture = StrokePicture(drawing: sun, size: BrailleSize(columns: 30, rows: 9))
        #expect(picture.rows.count == 9 && picture.rows.allSatisfy { $0.count == 30 })
        for cell in picture.rows.joined() {
            let value = cell.character.unicodeScalars.first!.value
            #expect(cell.isNumber ? cell.character.isASCII && cell.character.isNumber : (0x2800...0x28FF).contains(value))
        }
    }

    // MARK: - Strokes drawn and the current stroke

    @Test func draws_only_the_first_strokes_asked_for() {
        let first = StrokePicture(drawing: sun, size: .square(columns: 24), strokesDrawn: 1, numbering: .none)
        let onlyStrokeOne = StrokePicture(drawing: StrokeDrawing(character: "日", strokes: [sun.strokes[0]]),
                                          size: .square(columns: 24), numbering: .none)
        #expect(first == onlyStrokeOne)
        let none = StrokePicture(drawing: sun, size: .square(columns: 24), strokesDrawn: 0)
        #expect(none.rows.joined().allSatisfy { $0 == .blank })
    }

    @Test func marks_exactly_the_cells_the_current_stroke_lights() {
        let picture = StrokePicture(drawing: sun, size: .square(columns: 24), strokesDrawn: 3,
                                    highlightsLastDrawn: true, numbering: .none)
        let strokeThreeAlone = StrokePicture(drawing: StrokeDrawing(character: "日", strokes: [sun.strokes[2]]),
                                             size: .square(columns: 24), numbering: .none)
        let marked = Set(cells(of: picture) { $0.isCurrentStroke })
        #expect(!marked.isEmpty)
        #expect(marked == Set(cells(of: strokeThreeAlone) { $0 != .blank }))
        let unmarked = StrokePicture(drawing: sun, size: .square(columns: 24), strokesDrawn: 3, numbering: .none)
        #expect(unmarked.rows.joined().allSatisfy { !$0.isCurrentStroke })
    }

    // MARK: - Numbers

    @Test func numbers_every_drawn_stroke_or_only_the_last_or_none() {
        let size = BrailleSize.square(columns: 32)
        #expect(numbers(in: StrokePicture(drawing: sun, size: size, numbering: .drawnStrokes)) == [1, 2, 3, 4])
        #expect(numbers(in: StrokePicture(drawing: sun, size: size, strokesDrawn: 3, numbering: .drawnStrokes)) == [1, 2, 3])
        #expect(numbers(in: StrokePicture(drawing: sun, size: size, strokesDrawn: 3, numbering: .lastDrawnStroke)) == [3])
        #expect(numbers(in: StrokePicture(drawing: sun, size: size, numbering: .none)) == [])
    }

    @Test func the_current_strokes_number_is_marked_too() {
        let picture = StrokePicture(drawing: sun, size: .square(columns: 32), strokesDrawn: 2,
                                    highlightsLastDrawn: true, numbering: .drawnStrokes)
        #expect(picture.rows.joined().filter { $0.isNumber && $0.isCurrentStroke }.map(\.character) == ["2"])
    }

    @Test func each_number_sits_near_the_start_of_its_stroke() {
        let size = BrailleSize.square(columns: 40)
        let picture = StrokePicture(drawing: sun, size: size)
        let scale = Double(size.dotColumns) / StrokeDrawing.viewBoxSide
        for (index, stroke) in sun.strokes.enumerated() {
            let start = (row: Int(stroke.points[0].y * scale / 4), column: Int(stroke.points[0].x * scale / 2))
            let digit = try! #require(cells(of: picture) { $0.character == Character(String(index + 1)) }.first)
            #expect(abs(digit.row - start.row) <= 2 && abs(digit.column - start.column) <= 3,
                    "stroke \(index + 1) starts at \(start), its number is at \(digit)")
        }
    }

    @Test func numbers_stay_apart_and_whole_even_when_crowded() throws {
        let depression = try #require(try StrokeFixtures.file.drawing(for: "鬱"))
        for columns in [16, 24, 40, 80] {
            let found = numbers(in: StrokePicture(drawing: depression, size: .square(columns: columns)))
            #expect(found.allSatisfy { (1...29).contains($0) }, "at \(columns) columns: \(found)")
            #expect(Set(found).count == found.count, "no number twice, none run into another")
        }
        #expect(numbers(in: StrokePicture(drawing: depression, size: .square(columns: 80))) == Array(1...29))
    }

    // MARK: - Pen

    @Test(arguments: [(24, 1), (40, 2), (80, 4)])
    func the_pen_is_kanjivgs_stroke_width_scaled_and_at_least_one_dot(columns: Int, penDots: Int) {
        // Stroke 1 of 日 is vertical: count the lit dots across it in the middle of the picture.
        let picture = StrokePicture(drawing: StrokeDrawing(character: "日", strokes: [sun.strokes[0]]),
                                    size: .square(columns: columns), numbering: .none)
        let dots = StrokeFixtures.dots(of: picture)
        #expect(dots[dots.count / 2].filter { $0 }.count == penDots)
    }

    // MARK: - Helpers

    private func cells(of picture: StrokePicture, where matches: (StrokeCell) -> Bool) -> [Position] {
        picture.rows.enumerated().flatMap { row, cells in
            cells.indices.filter { matches(cells[$0]) }.map { Position(row: row, column: $0) }
        }
    }

    /// The numbers written in the picture, read left to right, top to bottom, in runs of digits.
    private func numbers(in picture: StrokePicture) -> [Int] {
        picture.rows.flatMap { row in
            String(row.map { $0.isNumber ? $0.character : " " }).split(separator: " ").map { Int($0)! }
        }.sorted()
    }
}

private struct Position: Hashable, CustomStringConvertible {
    let row: Int
    let column: Int
    var description: String { "row \(row), column \(column)" }
}
