import TestSupport
import Coordination
import Handwriting
import KanjiKit
import StrokeDrawings
import TestResources
import Testing
@testable import Browser

/// Issue 35 §3: several characters on the Draw screen. Choosing a candidate adds it to the word at the top and clears
/// the canvas for the next character; Enter on the empty canvas looks the word up among the words; Backspace and `c`
/// on the empty canvas take the word back.
@Suite struct DrawWordTests {
    /// A kanji's strokes as KanjiVG draws them, scaled to the canvas's 1,000 units.
    static func strokes(of character: Character) throws -> [[HandwritingPoint]] {
        let drawing = try #require(try StrokeFile(path: Checkout.resources + "/" + StrokeFile.fileName).drawing(for: character))
        return drawing.strokes.map { stroke in stroke.points.map { HandwritingPoint(x: Int($0.x * 9), y: Int($0.y * 9)) } }
    }

    /// 日 as ``DrawTests/sun`` draws it (KanjiVG's, taller, is 曰 to Zinnia), another kanji as KanjiVG does.
    static func draw(_ character: Character, on screen: DrawViewModel) throws {
        for stroke in character == "日" ? DrawTests.sun : try strokes(of: character) { DrawTests.draw(stroke, on: screen) }
    }

    private func drawScreen(of browser: KanjiBrowser) throws -> DrawViewModel {
        guard case .draw(let screen) = browser.stack.top else { throw DrawWordFailure(breadcrumb: browser.breadcrumb) }
        return screen
    }

    private struct DrawWordFailure: Error {
        let breadcrumb: [String]
    }

    @Test func choosing_two_candidates_builds_a_word_and_enter_on_the_empty_canvas_looks_it_up() throws {
        let browser = try KanjiBrowser.inMemory(store: Dataset.fullStore())
        browser.handle(.follow(.draw))
        let screen = try drawScreen(of: browser)
        try Self.draw("日", on: screen)
        #expect(screen.candidates.first?.kanji.character == "日")
        screen.handle(.enter)
        #expect(screen.word == "日")
        #expect(screen.strokes.isEmpty && screen.candidates.isEmpty, "the canvas cleared for the next character")
        try Self.draw("本", on: screen)
        let index = try #require(screen.candidates.firstIndex { $0.kanji.character == "本" })
        screen.handle(.choose(index: index))
        #expect(screen.word == "日本" && screen.strokes.isEmpty)
        #expect(screen.currentItemText == "日本", "y copies the word when no candidate is under the cursor")

        screen.handle(.enter)
        #expect(browser.breadcrumb == ["Kanji", "Draw", "日本"], "the word search, pushed on the Draw stack")
        browser.handle(.back)
        #expect(try drawScreen(of: browser) === screen && screen.word == "日本", "Back finds the word as it was")
    }

    @Test func enter_with_strokes_adds_and_only_on_an_empty_canvas_looks_up_and_the_word_is_taken_back_by_backspace_and_c() throws {
        let browser = try KanjiBrowser.inMemory(store: Dataset.fullStore())
        browser.handle(.follow(.draw))
        let screen = try drawScreen(of: browser)
        screen.handle(.enter)
        #expect(browser.breadcrumb == ["Kanji", "Draw"], "nothing drawn, no word: Enter does nothing")
        try Self.draw("日", on: screen)
        screen.handle(.enter)
        try Self.draw("日", on: screen)
        screen.handle(.enter)
        #expect(screen.word == "日日")
        screen.handle(.deleteCharacter)
        #expect(screen.word == "日")
        try Self.draw("本", on: screen)
        screen.handle(.clear)
        #expect(screen.strokes.isEmpty && screen.word == "日", "c clears the strokes first")
        screen.handle(.clear)
        #expect(screen.word.isEmpty, "then the word")
    }

    @Test func a_drag_that_leaves_the_canvas_is_drawn_along_its_edge_and_recognized() throws {
        let browser = try KanjiBrowser.inMemory(store: Dataset.fullStore())
        browser.handle(.follow(.draw))
        let screen = try drawScreen(of: browser)
        // 一 drawn from inside the canvas to far past its right edge, released out of it, as a mouse leaves mid-stroke.
        screen.handle(.pen(.press(HandwritingPoint(x: 200, y: 500))))
        for x in stride(from: 250, through: 1600, by: 50) { screen.handle(.pen(.drag(HandwritingPoint(x: x, y: 500)))) }
        screen.handle(.pen(.release(HandwritingPoint(x: 1700, y: -40))))
        #expect(screen.strokes.strokeCount == 1 && screen.message == nil)
        #expect(screen.strokes.strokes[0].allSatisfy { screen.strokes.contains($0) })
        #expect(screen.strokes.strokes[0].last == HandwritingPoint(x: PenCanvas.side - 1, y: 0))
        #expect(screen.candidates.prefix(5).contains { $0.kanji.character == "一" })
    }
}
