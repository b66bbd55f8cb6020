import KanjiKit
import Testing
@testable import StrokeDrawings

@Suite struct StrokeRecordTests {
    /// One stroke from (0, 0) to (10, 10) (bytes 20 and 40: −10 + b × ½) numbered at (−10, 117.5).
    private let oneStroke: [UInt8] = [1, 0, 255, 2, 20, 20, 40, 40]

    @Test func bytes_are_half_units_from_minus_ten() throws {
        let drawing = try StrokeRecord.drawing(of: "丨", from: oneStroke, file: "strokes.bin")
        #expect(drawing.strokes == [Stroke(points: [StrokePoint(x: 0, y: 0), StrokePoint(x: 10, y: 10)],
                                           numberAnchor: StrokePoint(x: -10, y: 117.5))])
    }

    @Test(arguments: [
        [UInt8](),                         // nothing
        [0],                               // no strokes
        [1, 0, 255, 2, 20, 20, 40],        // a point cut short
        [1, 0, 255, 2, 20, 20, 40, 40, 9], // a byte left over
        [2, 0, 255, 2, 20, 20, 40, 40],    // a stroke missing
        [1, 0, 255, 0],                    // a stroke of no points
    ])
    func lengths_that_do_not_add_up_are_malformed(record: [UInt8]) {
        #expect(throws: DatasetError(file: "strokes.bin", problem: "the record of 丨 is malformed; regenerate it with 'make data'")) {
            try StrokeRecord.drawing(of: "丨", from: record, file: "strokes.bin")
        }
    }
}
