import TestResources
import TestSupport
import Browser
import Handwriting
import StrokeDrawings
import Testing
@testable import TerminalUI

/// The Draw screen's frames: a word being built (issue 35), its footer's keys, at 80 × 24 and 120 × 40.
@Suite struct DrawScreenTests {
    /// The Draw screen with 日 chosen and 本's five strokes drawn from KanjiVG's.
    static func drawingAWord() throws -> KanjiBrowser {
        let browser = GoldenGrid.browser()
        browser.handle(.follow(.draw))
        guard case .draw(let screen) = browser.stack.top else { throw DrawScreenFailure() }
        let file = try StrokeFile(path: Checkout.resources + "/" + StrokeFile.fileName)
        // 日 drawn square (KanjiVG's taller one is 曰 to Zinnia), then 本 as KanjiVG draws it.
        let sun = [[(250, 150), (250, 850)], [(250, 150), (750, 150), (750, 850)], [(250, 500), (750, 500)], [(250, 850), (750, 850)]]
            .map { $0.map { HandwritingPoint(x: $0.0, y: $0.1) } }
        for character: Character in ["日", "本"] {
            let strokes = character == "日" ? sun : try #require(try file.drawing(for: character)).strokes.map { stroke in
                stroke.points.map { HandwritingPoint(x: Int($0.x * 9), y: Int($0.y * 9)) }
            }
            for points in strokes {
                screen.handle(.pen(.press(points[0])))
                for point in points.dropFirst() { screen.handle(.pen(.drag(point))) }
                screen.handle(.pen(.release(points[points.count - 1])))
            }
            if character == "日" { screen.handle(.enter) }
        }
        return browser
    }

    private struct DrawScreenFailure: Error {}

    @Test func a_word_being_built_at_80_by_24() throws {
        let frame = GoldenGrid.render(try Self.drawingAWord(), size: TerminalSize(rows: 24, columns: 80))
        GoldenGrid.expect(frame, golden: "draw_a_word_being_built_at_80_by_24")
        #expect(GoldenGrid.lines(frame)[2].hasPrefix(" Word 日  draw the next character"))
    }

    @Test func a_word_being_built_at_120_by_40() throws {
        let frame = GoldenGrid.render(try Self.drawingAWord(), size: TerminalSize(rows: 40, columns: 120))
        GoldenGrid.expect(frame, golden: "draw_a_word_being_built_at_120_by_40")
    }
}
