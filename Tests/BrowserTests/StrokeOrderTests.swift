import TestSupport
import Coordination
import KanjiKit
import StrokeDrawings
import Testing
@testable import Browser

/// The stroke-order screen: stepping, playing, its bounds, how the detail offers it, and that Back frees it.
@Suite struct StrokeOrderTests {
    /// A four-stroke drawing (the shape does not matter to the view model): four horizontal lines.
    private static let fourStrokes = StrokeDrawing(character: "日", strokes: [20.0, 40, 60, 80].map { line(at: $0) })

    private nonisolated static func line(at y: Double) -> Stroke {
        Stroke(points: [StrokePoint(x: 20, y: y), StrokePoint(x: 90, y: y)], numberAnchor: StrokePoint(x: 10, y: y))
    }

    private func screen() throws -> StrokeOrderViewModel {
        let sun = try #require(try Dataset.fullStore().kanji(for: "日"))
        return StrokeOrderViewModel(kanji: sun, drawing: Self.fourStrokes, coordinator: nil)
    }

    // MARK: Stepping

    @Test func it_starts_empty_and_steps_one_stroke_at_a_time_within_zero_to_all() throws {
        let strokes = try screen()
        #expect(strokes.strokesShown == 0)
        #expect(strokes.statusText == "stroke 0/4")
        strokes.handle(.previous)
        #expect(strokes.strokesShown == 0, "no fewer than none")
        for expected in 1...4 {
            strokes.handle(.next)
            #expect(strokes.strokesShown == expected)
        }
        strokes.handle(.next)
        #expect(strokes.strokesShown == 4, "no more than all")
        #expect(strokes.statusText == "stroke 4/4")
        strokes.handle(.previous)
        #expect(strokes.strokesShown == 3)
        strokes.handle(.none)
        #expect(strokes.strokesShown == 0)
        strokes.handle(.all)
        #expect(strokes.strokesShown == 4)
    }

    @Test func movement_and_the_mouse_step_too_and_a_click_on_frame_two_shows_two_strokes() throws {
        let strokes = try screen()
        strokes.handle(CursorCommand.down)
        #expect(strokes.strokesShown == 1)
        strokes.handle(CursorCommand.scroll(lines: 3))
        #expect(strokes.strokesShown == 4)
        strokes.handle(CursorCommand.up)
        #expect(strokes.strokesShown == 3)
        strokes.handle(CursorCommand.click(index: 1))
        #expect(strokes.strokesShown == 2)
        strokes.handle(CursorCommand.click(index: 99))
        #expect(strokes.strokesShown == 4)
        strokes.handle(CursorCommand.home)
        #expect(strokes.strokesShown == 0)
        strokes.handle(CursorCommand.end)
        #expect(strokes.strokesShown == 4)
    }

    // MARK: Playing

    @Test func playing_adds_a_stroke_per_tick_and_stops_at_the_finished_kanji() throws {
        let strokes = try screen()
        #expect(strokes.tickInterval == nil, "a still screen asks for no ticks")
        strokes.tick()
        #expect(strokes.strokesShown == 0, "a tick while paused changes nothing")
        strokes.handle(.togglePlay)
        #expect(strokes.isPlaying)
        #expect(strokes.tickInterval == StrokeOrderViewModel.playInterval)
        #expect(strokes.statusText == "stroke 0/4 · playing")
        for expected in 1...4 {
            strokes.tick()
            #expect(strokes.strokesShown == expected)
        }
        #expect(!strokes.isPlaying, "the animation stops at the end")
        #expect(strokes.tickInterval == nil)
        strokes.tick()
        #expect(strokes.strokesShown == 4)
    }

    @Test func play_at_the_end_starts_again_and_a_step_by_hand_pauses() throws {
        let strokes = try screen()
        strokes.handle(.all)
        strokes.handle(.togglePlay)
        #expect(strokes.isPlaying && strokes.strokesShown == 0)
        strokes.tick()
        strokes.handle(.togglePlay)
        #expect(!strokes.isPlaying && strokes.strokesShown == 1, "p pauses where it is")
        strokes.handle(.togglePlay)
        strokes.handle(.next)
        #expect(!strokes.isPlaying && strokes.strokesShown == 2, "stepping by hand takes over from the animation")
    }

    @Test func the_screens_pictures_are_what_stroke_picture_makes_at_every_size_asked() {
        let pictures = StrokePictures(drawing: Self.fourStrokes)
        for columns in [24, 12, 24, 40, 24] {
            let size = BrailleSize.square(columns: columns)
            for drawn in 0...4 {
                #expect(pictures.picture(size: size, strokesDrawn: drawn, highlightsLastDrawn: true, numbering: .drawnStrokes)
                    == StrokePicture(drawing: Self.fourStrokes, size: size, strokesDrawn: drawn, highlightsLastDrawn: true,
                                     numbering: .drawnStrokes))
            }
        }
    }

    // MARK: From the detail

    @Test func o_on_a_kanji_with_a_drawing_opens_its_stroke_order() throws {
        let browser = try KanjiBrowser.inMemory(store: Dataset.fullStore())
        browser.open(kanji: "日")
        let detail = try #require(browser.topDetail)
        #expect(detail.drawing?.strokes.count == 4)
        #expect(detail.facts.first { $0.label == "Strokes" }?.value == "4  (o: stroke order)")
        detail.handle(.strokeOrder)
        guard case .strokeOrder(let strokes) = browser.stack.top else {
            Issue.record("o did not open the stroke order")
            return
        }
        #expect(strokes.kanji.character == "日")
        #expect(strokes.strokeCount == 4)
        #expect(browser.location == AppLink(tab: .kanji, routes: [.kanjiDetail("日"), .strokeOrder("日")]))
    }

    @Test func o_on_a_kanji_kanjivg_lacks_says_so_in_one_line_and_opens_nothing() throws {
        let store = Dataset.fullStore()
        let strokes = StrokeLibrary(besideKanjiOf: store)
        let lacking = try #require(try store.allKanji().first { strokes.lookUp($0) == .missing })
        let browser = try KanjiBrowser.inMemory(store: store)
        browser.application.follow(AppLink(tab: .kanji, routes: [.kanjiDetail(lacking.character)]))
        let detail = try #require(browser.topDetail)
        let depth = browser.stack.depth
        #expect(detail.facts.first { $0.label == "Strokes" }?.value.hasSuffix("(no stroke order in KanjiVG)") == true)
        detail.handle(.strokeOrder)
        #expect(browser.stack.depth == depth)
        #expect(detail.notice == "KanjiVG has no stroke order for \(lacking.character)")
        detail.handle(CursorCommand.down)
        #expect(detail.notice == nil, "the notice lasts until the next key")
    }

    @Test func a_missing_strokes_file_makes_the_stroke_order_unavailable_not_the_app() throws {
        let browser = try KanjiBrowser.inMemory(store: Dataset.fullStore(), strokes: StrokeLibrary(path: "/nonexistent/strokes.bin"))
        browser.open(kanji: "日")
        let detail = try #require(browser.topDetail)
        #expect(detail.facts.first { $0.label == "Strokes" }?.value == "4  (stroke order unavailable)")
        detail.handle(.strokeOrder)
        #expect(browser.topDetail === detail)
        #expect(detail.notice?.hasPrefix("Stroke order unavailable: /nonexistent/strokes.bin") == true)
    }

    // MARK: Leaks

    @Test func back_frees_the_stroke_order_screen_and_its_coordinator() throws {
        let counter = LiveCoordinatorCounter()
        try counter.counting {
            let browser = try KanjiBrowser.inMemory(store: Dataset.fullStore())
            browser.open(kanji: "日")
            let coordinatorsWithDetail = counter.count
            let (screen, coordinator) = openStrokeOrder(in: browser)
            #expect(screen.object != nil && coordinator.object != nil)
            #expect(counter.count == coordinatorsWithDetail + 1)
            browser.handle(.back)
            #expect(screen.object == nil, "the stroke-order screen leaked")
            #expect(coordinator.object == nil, "its coordinator leaked")
            #expect(counter.count == coordinatorsWithDetail)
            #expect(browser.topDetail != nil)
        }
        #expect(counter.count == 0)
    }

    /// Presses `o` on the detail on top; weak references to the screen it pushed and its coordinator, made in a
    /// function so no strong local outlives the call.
    private func openStrokeOrder(in browser: KanjiBrowser) -> (screen: Weak, coordinator: Weak) {
        let kanji = browser.topDetail?.kanji.character
        browser.topDetail?.handle(.strokeOrder)
        #expect(kanji != nil && browser.location.routes.last == kanji.map { .strokeOrder($0) })
        return (Weak(browser.stack.top.screen), Weak(browser.stack.top.screen.coordinator))
    }
}
