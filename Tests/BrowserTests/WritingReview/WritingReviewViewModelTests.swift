import FSRS
import Handwriting
import KanjiKit
import StrokeDrawings
import Testing
@testable import Browser

/// The writing review on 日 (strokes close to KanjiVG's: the left side, the top and right side in one, the middle, the
/// bottom), written with the pen events the terminal sends: each stroke judged on release, right ones kept clean,
/// wrong ones shown as they should have been and drawn for the learner at the third miss, and the grade proposed
/// from the mistakes.
@MainActor
struct WritingReviewViewModelTests {
    static let sun = StrokeDrawing(character: "日", strokes: [
        [(31, 19), (31, 92)], [(31, 19), (78, 19), (78, 92)], [(31, 55), (78, 55)], [(31, 90), (78, 90)],
    ].map { points in
        let stroke = points.map { StrokePoint(x: Double($0.0), y: Double($0.1)) }
        return Stroke(points: stroke, numberAnchor: stroke[0])
    })

    static let left: [(Double, Double)] = [(31, 19), (31, 92)]
    static let topRight: [(Double, Double)] = [(31, 19), (78, 19), (78, 92)]
    static let middle: [(Double, Double)] = [(31, 55), (78, 55)]
    static let bottom: [(Double, Double)] = [(31, 90), (78, 90)]

    final class Heard {
        var outputs: [String] = []
    }

    static func review(drawing: Result<StrokeDrawing, WritingReviewViewModel.DrawingUnavailable> = .success(sun))
        -> (WritingReviewViewModel, Heard) {
        let review = WritingReviewViewModel(kanji: "日", meaning: "day; sun", prompt: [KanjiFact(label: "On", value: "ニチ")],
                                            drawing: drawing, intervals: ["1m", "6m", "10m", "3d"], position: "1 of 1",
                                            state: "new", notice: nil, coordinator: nil)
        let heard = Heard()
        review.onOutput = { output in heard.outputs.append("\(output)") }
        return (review, heard)
    }

    /// Draws `points` (KanjiVG's 109-unit box) on the 1,000-unit canvas as a press, a drag every unit and a release.
    static func write(_ points: [(Double, Double)], on review: WritingReviewViewModel) {
        let scale = Double(PenCanvas.side) / StrokeDrawing.viewBoxSide
        var canvas: [HandwritingPoint] = []
        for (a, b) in zip(points, points.dropFirst()) {
            let steps = max(1, Int(max(abs(b.0 - a.0), abs(b.1 - a.1))))
            for step in 0..<steps {
                let t = Double(step) / Double(steps)
                canvas.append(HandwritingPoint(x: Int((a.0 + (b.0 - a.0) * t) * scale), y: Int((a.1 + (b.1 - a.1) * t) * scale)))
            }
        }
        let last = points[points.count - 1]
        canvas.append(HandwritingPoint(x: Int(last.0 * scale), y: Int(last.1 * scale)))
        review.handle(.pen(.press(canvas[0])))
        for point in canvas.dropFirst().dropLast() { review.handle(.pen(.drag(point))) }
        review.handle(.pen(.release(canvas[canvas.count - 1])))
    }

    @Test func the_kanji_written_right_proposes_good_and_enter_takes_it() {
        let (review, heard) = Self.review()
        #expect(review.progress == "Stroke 1 of 4")
        Self.write(Self.left, on: review)
        #expect(review.notice == "Stroke 1: right" && review.written.count == 1 && review.hint == nil)
        review.handle(.grade(.good))
        #expect(heard.outputs.isEmpty && review.notice?.hasPrefix("Write the kanji first") == true)
        for stroke in [Self.topRight, Self.middle, Self.bottom] { Self.write(stroke, on: review) }
        #expect(review.isWritten && review.progress == "Written: 4 strokes")
        #expect(review.proposedGrade == .good && review.gradeLabels[2] == "[3 Good 10m]")
        #expect(review.notice == "Proposed: 3 Good — Enter takes it, 1–4 change it")
        review.handle(.select)
        #expect(heard.outputs == ["graded(FSRS.Rating.good)"])
    }

    @Test func a_stroke_drawn_backwards_is_shown_as_it_should_be_and_proposes_hard() {
        let (review, heard) = Self.review()
        Self.write(Array(Self.left.reversed()), on: review)
        #expect(review.notice == "Stroke 1 was drawn backwards — it goes as shown; try again")
        #expect(review.written.isEmpty && review.hint != nil && review.missesOnStroke == 1)
        for stroke in [Self.left, Self.topRight, Self.middle, Self.bottom] { Self.write(stroke, on: review) }
        #expect(review.isWritten && review.proposedGrade == .hard && review.hint == nil)
        review.handle(.grade(.good))
        #expect(heard.outputs == ["graded(FSRS.Rating.good)"], "1–4 change the proposal")
    }

    @Test func a_stroke_out_of_order_names_the_stroke_it_was() {
        let (review, _) = Self.review()
        Self.write(Self.middle, on: review)
        #expect(review.notice == "That was stroke 3, before stroke 1 — it goes as shown; try again")
    }

    @Test func the_third_miss_draws_the_stroke_and_giving_up_draws_the_rest_proposing_again() {
        let (review, heard) = Self.review()
        for _ in 0..<3 { Self.write(Array(Self.left.reversed()), on: review) }
        #expect(review.written.count == 1 && review.strokesDrawnForLearner == 1 && review.progress == "Stroke 2 of 4")
        #expect(review.notice == "Stroke 1 drawn for you after 3 misses")
        review.handle(.reveal)
        #expect(review.isWritten && review.written.count == 4 && review.proposedGrade == .again)
        review.handle(.acceptProposal)
        #expect(heard.outputs == ["graded(FSRS.Rating.again)"])
    }

    @Test func without_a_drawing_space_shows_the_kanji_and_the_learner_grades() {
        let (review, heard) = Self.review(drawing: .failure(.init(reason: "KanjiVG has no strokes of 日: write it on paper, Space shows it")))
        #expect(review.progress.hasPrefix("KanjiVG has no strokes"))
        Self.write(Self.left, on: review)
        #expect(review.written.isEmpty)
        review.handle(.grade(.easy))
        #expect(heard.outputs.isEmpty)
        review.handle(.reveal)
        review.handle(.grade(.easy))
        #expect(heard.outputs == ["graded(FSRS.Rating.easy)"])
    }

    @Test func the_blanked_word_hides_the_kanji_and_keeps_the_rest() throws {
        let store = Dataset.fullStore()
        let kanji = try #require(try store.kanji(for: "日"))
        let word = try #require(WritingReviewViewModel.blankedWord(of: kanji, dictionary: Dataset.words))
        #expect(!word.contains("日") && word.contains("＿"), "\(word)")
    }
}
