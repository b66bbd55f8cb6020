@testable import Handwriting
import Testing

/// Zinnia with tegaki's model, on strokes written by hand here, and the model missing.
struct RecognizerTests {
    /// 日 on a 100 × 100 canvas: the left side, the top and right side in one stroke, the middle, the bottom.
    static let sun = HandwrittenStrokes(width: 100, height: 100, strokes: [
        [HandwritingPoint(x: 20, y: 10), HandwritingPoint(x: 20, y: 90)],
        [HandwritingPoint(x: 20, y: 10), HandwritingPoint(x: 80, y: 10), HandwritingPoint(x: 80, y: 90)],
        [HandwritingPoint(x: 20, y: 50), HandwritingPoint(x: 80, y: 50)],
        [HandwritingPoint(x: 20, y: 90), HandwritingPoint(x: 80, y: 90)],
    ])

    @Test func four_strokes_of_sun_are_recognized_first() throws {
        let candidates = try ZinniaRecognizer().classify(Self.sun)
        #expect(candidates.first?.character == "日")
        #expect(candidates.count == ZinniaRecognizer.candidatesAsked)
        #expect(zip(candidates, candidates.dropFirst()).allSatisfy { $0.score >= $1.score }, "best first")
    }

    @Test func a_dot_and_no_strokes_are_classified_without_a_crash() throws {
        let recognizer = try ZinniaRecognizer()
        #expect(recognizer.classify(HandwrittenStrokes(width: 10, height: 10)).isEmpty)
        #expect(!recognizer.classify(HandwrittenStrokes(width: 10, height: 10, strokes: [[HandwritingPoint(x: 5, y: 5)]])).isEmpty)
    }

    @Test func a_missing_model_names_the_package_to_install() {
        #expect(throws: HandwritingModelError.self) { try ZinniaRecognizer(modelPath: "/nonexistent/handwriting-ja.model") }
        do {
            _ = try ZinniaRecognizer(modelPath: "/nonexistent/handwriting-ja.model")
        } catch {
            #expect(error.description.contains("tegaki-zinnia-japanese"))
            #expect(error.description.contains("/nonexistent/handwriting-ja.model"))
        }
    }

    @Test func a_file_that_is_not_a_model_is_refused() {
        #expect(throws: HandwritingModelError.self) { try ZinniaRecognizer(modelPath: "/etc/hostname") }
    }

    @Test func ranking_lifts_a_kanji_whose_stroke_count_matches_over_one_that_does_not() {
        let candidates = [
            HandwritingCandidate(character: "A", recognizerScore: 0.5, score: 0.5),
            HandwritingCandidate(character: "B", recognizerScore: 0.4, score: 0.4),
        ]
        let facts = ["A": KanjiFacts(strokeCount: 9, frequencyRank: nil), "B": KanjiFacts(strokeCount: 4, frequencyRank: 100)]
        let ranked = CandidateRanking.standard.ranked(candidates, for: Self.sun) { facts[$0] }
        #expect(ranked.map(\.character) == ["B", "A"])
        #expect(CandidateRanking.recognizerOnly.ranked(candidates, for: Self.sun) { facts[$0] }.map(\.character) == ["A", "B"])
    }

    @Test func strokes_that_start_and_end_where_kanjivgs_do_are_alike_wherever_and_however_large_they_were_drawn() {
        let model = [StrokeEnds(startX: 0, startY: 0, endX: 0, endY: 100), StrokeEnds(startX: 0, startY: 0, endX: 100, endY: 0)]
        let drawn = StrokeEnds.of(HandwrittenStrokes(width: 1000, height: 1000, strokes: [
            [HandwritingPoint(x: 500, y: 500), HandwritingPoint(x: 500, y: 700)],
            [HandwritingPoint(x: 500, y: 500), HandwritingPoint(x: 700, y: 500)],
        ]))
        #expect(StrokeEnds.similarity(drawn, model) == 1)
        #expect(StrokeEnds.similarity(Array(drawn.reversed()), model)! < 0.5, "the same strokes in the other order")
        #expect(StrokeEnds.similarity(Array(drawn.prefix(1)), model) == nil, "another stroke count is not compared")
    }
}
