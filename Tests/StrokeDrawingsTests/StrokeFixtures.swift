import TestResources
import Foundation
import KanjiKit
@testable import StrokeDrawings

/// Paths and files shared by the StrokeOrder tests.
enum StrokeFixtures {
    /// The committed data in the source tree's `Resources/`.
    static let resources = Checkout.resources

    /// The committed `strokes.bin`, opened once for all tests.
    static let file: StrokeFile = try! StrokeFile(path: resources + "/" + StrokeFile.fileName)

    /// 日, drawn by KanjiVG in four strokes.
    static let sun: StrokeDrawing = try! file.drawing(for: "日")!

    /// A file of this folder's `Fixtures/`.
    static func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures").appendingPathComponent(name).path
    }

    /// Writes `bytes` to a fresh temporary file and returns its path.
    static func temporaryFile(_ bytes: [UInt8]) -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("strokes-\(UUID().uuidString).bin")
        try! Data(bytes).write(to: url)
        return url.path
    }

    /// The dots of a picture's braille cells, row by row (digits count as unlit).
    static func dots(of picture: StrokePicture) -> [[Bool]] {
        var dots = Array(repeating: Array(repeating: false, count: picture.size.dotColumns), count: picture.size.dotRows)
        for (row, cells) in picture.rows.enumerated() {
            for (column, cell) in cells.enumerated() where !cell.isNumber {
                let pattern = cell.character.unicodeScalars.first!.value - 0x2800
                for dotRow in 0..<4 {
                    for dotColumn in 0..<2 where pattern & (1 << DotGrid.brailleBit(column: dotColumn, row: dotRow)) != 0 {
                        dots[row * 4 + dotRow][column * 2 + dotColumn] = true
                    }
                }
            }
        }
        return dots
    }
}
