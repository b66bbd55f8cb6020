import TestSupport
import Coordination
import Handwriting
import KanjiKit
import Testing
@testable import Browser

/// The Draw screen without a terminal: the pen draws 日 stroke by stroke, the candidates follow each stroke, Enter
/// opens the best one's detail on the same stack, and Back finds the strokes as they were.
@Suite struct DrawTests {
    /// 日's four strokes on the canvas (1000 units a side), each a press, drags and a release.
    static let sun: [[HandwritingPoint]] = [
        stride(from: 150, through: 850, by: 50).map { HandwritingPoint(x: 250, y: $0) },
        stride(from: 250, through: 750, by: 50).map { HandwritingPoint(x: $0, y: 150) }
            + stride(from: 200, through: 850, by: 50).map { HandwritingPoint(x: 750, y: $0) },
        stride(from: 250, through: 750, by: 50).map { HandwritingPoint(x: $0, y: 500) },
        stride(from: 250, through: 750, by: 50).map { HandwritingPoint(x: $0, y: 850) },
    ]

    static func draw(_ stroke: [HandwritingPoint], on screen: DrawViewModel) {
        screen.handle(.pen(.press(stroke[0])))
        for point in stroke.dropFirst() { screen.handle(.pen(.drag(point))) }
        screen.handle(.pen(.release(stroke[stroke.count - 1])))
    }

    private func drawScreen(of browser: KanjiBrowser) throws -> DrawViewModel {
        guard case .draw(let screen) = browser.stack.top else { throw DrawFailure(breadcrumb: browser.breadcrumb) }
        return screen
    }

    private struct DrawFailure: Error {
        let breadcrumb: [String]
    }

    @Test func drawing_sun_stroke_by_stroke_finds_it_and_enter_opens_it_and_back_keeps_the_strokes() throws {
        let browser = try KanjiBrowser.inMemory(store: Dataset.fullStore())
        browser.handle(.follow(.draw))
        let screen = try drawScreen(of: browser)
        #expect(browser.location == AppLink(tab: .kanji, routes: [.draw]))
        #expect(screen.candidates.isEmpty && screen.modelProblem == nil)
        for (index, stroke) in Self.sun.enumerated() {
            Self.draw(stroke, on: screen)
            #expect(screen.strokes.strokeCount == index + 1)
            #expect(screen.candidates.count == DrawCoordinator.candidateCount, "candidates after stroke \(index + 1)")
        }
        #expect(screen.candidates.first?.kanji.character == "日")
        #expect(screen.candidates.first?.kanji.meanings.first == "day")
        #expect(screen.currentItemText == "日", "y copies the candidate under the cursor")
        #expect(screen.hasSeenMotion && !screen.strokesLackMotion)
        browser.handle(.follow(.draw))
        #expect(browser.stack.screens.count == 2, "W on the Draw screen opens no second one")

        browser.handle(.cursor(.select))
        #expect(browser.location == AppLink(tab: .kanji, routes: [.draw, .kanjiDetail("日")]))
        browser.handle(.back)
        #expect(try drawScreen(of: browser) === screen)
        #expect(screen.strokes.strokeCount == 4 && screen.candidates.first?.kanji.character == "日", "the strokes are kept")
    }

    @Test func undo_takes_back_a_stroke_clear_takes_all_and_a_click_on_a_candidate_opens_it() throws {
        let browser = try KanjiBrowser.inMemory(store: Dataset.fullStore())
        browser.handle(.follow(.draw))
        let screen = try drawScreen(of: browser)
        for stroke in Self.sun { Self.draw(stroke, on: screen) }
        screen.handle(.undo)
        #expect(screen.strokes.strokeCount == 3)
        #expect(screen.candidates.count == DrawCoordinator.candidateCount, "recognized again with three strokes")
        screen.handle(.clear)
        #expect(screen.strokes.isEmpty && screen.candidates.isEmpty)
        for stroke in Self.sun { Self.draw(stroke, on: screen) }
        let third = screen.candidates[2].kanji.character
        screen.handle(.open(index: 2))
        #expect(browser.location == AppLink(tab: .kanji, routes: [.draw, .kanjiDetail(third)]))
        screen.handle(.open(index: 99))
        #expect(browser.location == AppLink(tab: .kanji, routes: [.draw, .kanjiDetail(third)]), "a click past the list opens nothing")
    }

    @Test func presses_without_motion_are_dots_and_the_screen_says_the_terminal_sends_no_motion() throws {
        let browser = try KanjiBrowser.inMemory(store: Dataset.fullStore())
        browser.handle(.follow(.draw))
        let screen = try drawScreen(of: browser)
        screen.handle(.pen(.press(HandwritingPoint(x: 500, y: 500))))
        screen.handle(.pen(.release(HandwritingPoint(x: 500, y: 500))))
        #expect(screen.strokes.strokes == [[HandwritingPoint(x: 500, y: 500)]])
        #expect(screen.strokesLackMotion)
    }

    @Test func a_missing_model_is_said_at_once_with_the_package_and_the_rest_works() throws {
        let browser = try KanjiBrowser.inMemory(store: Dataset.fullStore(),
                                                handwriting: HandwritingRecognition(modelPath: "/nonexistent/handwriting-ja.model"))
        browser.handle(.follow(.draw))
        let screen = try drawScreen(of: browser)
        #expect(screen.modelProblem?.contains("tegaki-zinnia-japanese") == true)
        Self.draw(Self.sun[0], on: screen)
        #expect(screen.candidates.isEmpty)
        #expect(screen.message?.contains("tegaki-zinnia-japanese") == true)
        browser.handle(.back)
        browser.open(kanji: "日")
        #expect(browser.location == AppLink(tab: .kanji, routes: [.kanjiDetail("日")]))
    }

    @Test func back_frees_the_draw_screen_and_its_coordinator_and_the_detail_opened_from_it() throws {
        let counter = LiveCoordinatorCounter()
        try counter.counting {
            let browser = try KanjiBrowser.inMemory(store: Dataset.fullStore())
            browser.handle(.follow(.draw))
            let screen = Weak(browser.stack.top.screen)
            let coordinator = Weak(browser.stack.top.screen.coordinator)
            for stroke in Self.sun { Self.draw(stroke, on: try drawScreen(of: browser)) }
            browser.handle(.cursor(.select))
            #expect(counter.count == 4) // the application's, the root list's, the Draw screen's, the detail's
            browser.handle(.back)
            browser.handle(.back)
            #expect(screen.object == nil && coordinator.object == nil)
            #expect(counter.count == 2)
        }
    }
}
