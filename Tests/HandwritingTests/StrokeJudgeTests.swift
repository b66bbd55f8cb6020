import Handwriting
import StrokeDrawings
import Testing

/// The stroke judge on 日 drawn by hand here (KanjiVG's strokes: the left side, the top and right side in one, the
/// middle, the bottom), on a canvas ten times KanjiVG's box: each kind of verdict, and what a review draws.
struct StrokeJudgeTests {
    /// A 日 close to KanjiVG's, in its 109-unit box.
    static let sun = StrokeDrawing(character: "日", strokes: [
        [(31, 19), (31, 92)], [(31, 19), (78, 19), (78, 92)], [(31, 55), (78, 55)], [(31, 90), (78, 90)],
    ].map { points in
        let stroke = points.map { StrokePoint(x: Double($0.0), y: Double($0.1)) }
        return Stroke(points: stroke, numberAnchor: stroke[0])
    })

    /// `points` (in the 109-unit box) as drawn on a 1,090-unit canvas, moved by `shift` units of the box and
    /// sampled every unit, as a mouse reports a drag.
    static func drawn(_ points: [(Double, Double)], shift: Double = 0) -> [HandwritingPoint] {
        var result: [HandwritingPoint] = []
        for (a, b) in zip(points, points.dropFirst()) {
            let steps = max(1, Int(max(abs(b.0 - a.0), abs(b.1 - a.1))))
            for step in 0..<steps {
                let t = Double(step) / Double(steps)
                result.append(HandwritingPoint(x: Int(((a.0 + (b.0 - a.0) * t) + shift) * 10), y: Int(((a.1 + (b.1 - a.1) * t) + shift) * 10)))
            }
        }
        let last = points[points.count - 1]
        result.append(HandwritingPoint(x: Int((last.0 + shift) * 10), y: Int((last.1 + shift) * 10)))
        return result
    }

    static let left = drawn([(31, 19), (31, 92)])
    static let topRight = drawn([(31, 19), (78, 19), (78, 92)])
    static let middle = drawn([(31, 55), (78, 55)])
    static let bottom = drawn([(31, 90), (78, 90)])

    static func judge() -> StrokeJudge {
        StrokeJudge(reference: sun, width: 1090, height: 1090)
    }

    static func kinds(_ verdicts: [StrokeVerdict]) -> [StrokeVerdict.Kind] {
        verdicts.map(\.kind)
    }

    @Test func the_strokes_in_order_are_each_ok_with_a_score_near_1() {
        var judge = Self.judge()
        for (number, stroke) in [Self.left, Self.topRight, Self.middle, Self.bottom].enumerated() {
            let verdict = judge.record(stroke)
            #expect(verdict.kind == .ok && verdict.drawnNumber == number + 1 && verdict.referenceNumber == number + 1)
            #expect(verdict.score > 0.9, "\(verdict)")
        }
        #expect(judge.nextExpected == nil)
        #expect(Self.kinds(judge.finished()) == [.ok, .ok, .ok, .ok])
    }

    @Test func a_stroke_drawn_from_its_end_is_reversed() {
        var judge = Self.judge()
        judge.record(Self.left)
        let verdict = judge.record(Array(Self.topRight.reversed()))
        #expect(verdict.kind == .reversed && verdict.referenceNumber == 2 && verdict.expectedNumber == 2)
    }

    @Test func a_later_stroke_drawn_first_is_out_of_order_naming_it_and_the_one_due() {
        var judge = Self.judge()
        judge.record(Self.left)
        judge.record(Self.topRight)
        let verdict = judge.record(Self.bottom)
        #expect(verdict.kind == .outOfOrder && verdict.referenceNumber == 4 && verdict.expectedNumber == 3)
        #expect(judge.record(Self.middle).kind == .ok, "the stroke skipped, drawn next, is in its turn now")
        #expect(Self.kinds(judge.finished()) == [.ok, .ok, .outOfOrder, .ok])
    }

    @Test func a_stroke_never_drawn_is_missing_where_it_was_due_and_the_strokes_after_it_are_ok() {
        var judge = Self.judge()
        for stroke in [Self.left, Self.topRight, Self.bottom] { judge.record(stroke) }
        let finished = judge.finished()
        #expect(Self.kinds(finished) == [.ok, .ok, .missing, .ok])
        #expect(finished[2].referenceNumber == 3 && finished[2].drawnNumber == nil && finished[2].score == 0)
    }

    @Test func a_stroke_the_kanji_lacks_and_a_stroke_drawn_twice_are_extra() {
        var judge = Self.judge()
        judge.record(Self.left)
        let diagonal = judge.record(Self.drawn([(10, 100), (100, 10)]))
        #expect(diagonal.kind == .extra && diagonal.referenceNumber == nil)
        let again = judge.record(Self.left)
        #expect(again.kind == .extra)
        #expect(judge.nextExpected == 2)
    }

    @Test func a_stroke_where_the_due_one_goes_but_bent_is_the_wrong_shape() {
        var judge = Self.judge()
        judge.record(Self.left)
        // The top drawn as a straight line down the middle instead of along the top and down the right.
        let verdict = judge.record(Self.drawn([(31, 19), (55, 50), (78, 92)]))
        #expect(verdict.kind == .wrongShape && verdict.referenceNumber == 2, "\(verdict)")
        #expect(verdict.score < 0.6)
    }

    @Test func assessing_keeps_nothing_and_undo_takes_back_the_last_stroke() {
        var judge = Self.judge()
        judge.record(Self.left)
        #expect(judge.assess(Self.bottom).kind == .outOfOrder)
        #expect(judge.drawnCount == 1)
        judge.record(Self.bottom)
        judge.undo()
        #expect(judge.drawnCount == 1 && judge.nextExpected == 2)
        #expect(judge.record(Self.topRight).kind == .ok)
    }

    @Test func the_reference_stroke_is_placed_where_this_hand_draws_and_a_clean_stroke_replaces_a_wobbly_one() {
        // The whole kanji drawn 5 units right and down of KanjiVG's place: the judge fits it once strokes span it.
        var judge = Self.judge()
        for points in [[(31.0, 19.0), (31, 92)], [(31, 19), (78, 19), (78, 92)]] { judge.record(Self.drawn(points, shift: 5)) }
        let middle = judge.referenceStroke(3)
        #expect(abs(middle[0].x - 360) <= 15 && abs(middle[0].y - 600) <= 15, "\(middle)")
        let wobbly = Self.drawn([(31, 55), (50, 58), (78, 55)], shift: 5)
        #expect(judge.record(wobbly).kind == .ok)
        #expect(judge.cleanStroke(drawn: 3) == judge.referenceStroke(3))
        #expect(judge.record(Self.drawn([(0, 0), (5, 100)])).kind == .extra)
        #expect(judge.cleanStroke(drawn: 4) == nil)
    }

    @Test func a_finished_drawing_is_judged_wherever_and_however_large_it_was_drawn() {
        // 日 in the top-left quarter of the canvas, at half size: judged against its own box.
        let half = [Self.left, Self.topRight, Self.middle, Self.bottom].map { stroke in
            stroke.map { HandwritingPoint(x: $0.x / 2, y: $0.y / 2) }
        }
        let verdicts = StrokeJudge.judge(HandwrittenStrokes(width: 1090, height: 1090, strokes: half), against: Self.sun)
        #expect(Self.kinds(verdicts) == [.ok, .ok, .ok, .ok])
    }
}
