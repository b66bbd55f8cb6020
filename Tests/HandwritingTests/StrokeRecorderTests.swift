import Handwriting
import Testing

/// The stroke recorder: press–drag–release makes one stroke; repeated points are kept once; points off the canvas
/// are drawn on its edge; a lost release is mended by the next press; and its limits hold.
struct StrokeRecorderTests {
    private static func point(_ x: Int, _ y: Int) -> HandwritingPoint { HandwritingPoint(x: x, y: y) }

    @Test func a_press_drags_and_a_release_make_one_stroke_with_every_point() {
        var recorder = StrokeRecorder(width: 100, height: 100)
        #expect(recorder.press(at: Self.point(10, 10)) == .drawing)
        #expect(recorder.drag(to: Self.point(10, 20)) == .drawing)
        #expect(recorder.drawnStrokes == [[Self.point(10, 10), Self.point(10, 20)]], "the stroke under way is drawn")
        #expect(recorder.strokes.isEmpty, "and is not finished yet")
        #expect(recorder.release(at: Self.point(10, 30)) == .strokeEnded)
        #expect(recorder.strokes.strokes == [[Self.point(10, 10), Self.point(10, 20), Self.point(10, 30)]])
        #expect(recorder.currentStroke == nil)
    }

    @Test func repeated_points_are_kept_once() {
        var recorder = StrokeRecorder(width: 100, height: 100)
        _ = recorder.press(at: Self.point(5, 5))
        #expect(recorder.drag(to: Self.point(5, 5)) == .unchanged)
        _ = recorder.drag(to: Self.point(6, 5))
        #expect(recorder.drag(to: Self.point(6, 5)) == .unchanged)
        _ = recorder.release(at: Self.point(6, 5))
        #expect(recorder.strokes.strokes == [[Self.point(5, 5), Self.point(6, 5)]])
    }

    @Test func points_outside_the_canvas_are_drawn_on_its_edge() {
        var recorder = StrokeRecorder(width: 100, height: 50)
        _ = recorder.press(at: Self.point(-20, 10))
        _ = recorder.drag(to: Self.point(150, 70))
        _ = recorder.release(at: Self.point(1000, -5))
        #expect(recorder.strokes.strokes == [[Self.point(0, 10), Self.point(99, 49), Self.point(99, 0)]])
    }

    @Test func a_stroke_of_one_point_is_a_dot() {
        var recorder = StrokeRecorder(width: 100, height: 100)
        _ = recorder.press(at: Self.point(40, 40))
        #expect(recorder.release(at: Self.point(40, 40)) == .strokeEnded)
        #expect(recorder.strokes.strokes == [[Self.point(40, 40)]])
    }

    @Test func a_press_after_a_lost_release_ends_the_open_stroke_first() {
        var recorder = StrokeRecorder(width: 100, height: 100)
        _ = recorder.press(at: Self.point(1, 1))
        _ = recorder.drag(to: Self.point(2, 2))
        #expect(recorder.press(at: Self.point(50, 50)) == .strokeEnded)
        #expect(recorder.strokes.strokeCount == 1)
        #expect(recorder.currentStroke == [Self.point(50, 50)])
    }

    @Test func drags_and_releases_without_a_press_change_nothing() {
        var recorder = StrokeRecorder(width: 100, height: 100)
        #expect(recorder.drag(to: Self.point(3, 3)) == .unchanged)
        #expect(recorder.release(at: Self.point(3, 3)) == .unchanged)
        #expect(recorder.drawnStrokes.isEmpty)
    }

    @Test func undo_takes_back_the_stroke_under_way_then_the_last_finished_one_and_clear_takes_all() {
        var recorder = StrokeRecorder(width: 100, height: 100)
        for x in [10, 20] {
            _ = recorder.press(at: Self.point(x, 0))
            _ = recorder.release(at: Self.point(x, 90))
        }
        _ = recorder.press(at: Self.point(30, 0))
        let tookBackCurrent = recorder.undo()
        #expect(tookBackCurrent && recorder.currentStroke == nil && recorder.strokes.strokeCount == 2)
        let tookBackLast = recorder.undo()
        #expect(tookBackLast && recorder.strokes.strokes.map { $0[0].x } == [10])
        recorder.clear()
        #expect(recorder.drawnStrokes.isEmpty)
        let tookBackMore = recorder.undo()
        #expect(!tookBackMore, "nothing left to take back")
    }

    @Test func the_51st_stroke_is_refused_with_the_reason() {
        var recorder = StrokeRecorder(width: 100, height: 100)
        for stroke in 0..<100 {
            let outcome = recorder.press(at: Self.point(stroke % 100, 10))
            if stroke < HandwrittenStrokes.maximumStrokes {
                #expect(outcome != .unchanged)
            } else if case .refused(let reason) = outcome {
                #expect(reason.contains("50 strokes"))
            } else {
                Issue.record("stroke \(stroke + 1) was not refused: \(outcome)")
            }
            _ = recorder.release(at: Self.point(stroke % 100, 80))
        }
        #expect(recorder.strokes.strokeCount == HandwrittenStrokes.maximumStrokes)
    }

    @Test func a_10000_point_stroke_is_thinned_keeping_its_ends() {
        var recorder = StrokeRecorder(width: 10_000, height: 10)
        _ = recorder.press(at: Self.point(0, 5))
        for x in 1..<10_000 { _ = recorder.drag(to: Self.point(x, x % 10)) }
        _ = recorder.release(at: Self.point(9_999, 0))
        let stroke = recorder.strokes.strokes[0]
        #expect(stroke.count <= HandwrittenStrokes.maximumPointsPerStroke)
        #expect(stroke.count > HandwrittenStrokes.maximumPointsPerStroke / 2, "thinned by halves, not cut short")
        #expect(stroke.first == Self.point(0, 5))
        #expect(stroke.last == Self.point(9_999, 0), "the stroke still ends where the pen did")
    }
}
