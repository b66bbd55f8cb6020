import CZinnia
@testable import Handwriting
import KanjiKit
import StrokeDrawings
import Testing
import TestResources
import TestSupport

/// Issue 44: Zinnia is handed only the points its features read (``ZinniaVertices``). Its candidates and scores are
/// the ones every point gives, on hand-drawn kanji; a stroke that zig-zags is cut to a handful of points; and the
/// Draw screen's recorder keeps within the limit `recognize` reads.
@Suite struct ZinniaVerticesTests {
    /// Zinnia's candidates for every point of `strokes`, as ``ZinniaRecognizer/classify(_:count:)`` asked before:
    /// what the vertices must reproduce.
    static func everyPointClassified(_ strokes: HandwrittenStrokes, count: Int) throws -> [HandwritingCandidate] {
        let recognizer = try #require(zinnia_recognizer_new())
        defer { zinnia_recognizer_destroy(recognizer) }
        try #require(zinnia_recognizer_open(recognizer, ZinniaRecognizer.defaultModelPath) != 0)
        let character = try #require(zinnia_character_new())
        defer { zinnia_character_destroy(character) }
        zinnia_character_set_width(character, strokes.width)
        zinnia_character_set_height(character, strokes.height)
        for (id, stroke) in strokes.strokes.enumerated() {
            for point in stroke.count == 1 ? [stroke[0], stroke[0]] : stroke {
                zinnia_character_add(character, id, Int32(point.x), Int32(point.y))
            }
        }
        let result = try #require(zinnia_recognizer_classify(recognizer, character, count))
        defer { zinnia_result_destroy(result) }
        return (0..<zinnia_result_size(result)).map { index in
            let score = Double(zinnia_result_score(result, index))
            return HandwritingCandidate(character: String(cString: zinnia_result_value(result, index)!), recognizerScore: score, score: score)
        }
    }

    @Test func zinnias_candidates_and_scores_on_the_vertices_are_those_of_every_point_for_100_hand_drawn_kanji() throws {
        let store = try KanjiStore(directory: Checkout.resources)
        let file = try StrokeFile(path: Checkout.resources + "/" + StrokeFile.fileName)
        let recognizer = try ZinniaRecognizer()
        var generator = SplitMix64(seed: 44)
        var compared = 0
        for kanji in try AccuracyTests.sample(store) {
            guard let character = kanji.character.first, let drawing = try file.drawing(for: character) else { continue }
            let strokes = HandDrawnKanji.strokes(of: drawing, using: &generator)
            #expect(strokes.strokes.contains { ZinniaVertices.points(of: $0, width: 1000, height: 1000).count < $0.count },
                    "\(character): some stroke is cut down")
            #expect(recognizer.classify(strokes, count: 50) == (try Self.everyPointClassified(strokes, count: 50)), "\(character)")
            compared += 1
        }
        #expect(compared == 100)
    }

    @Test func a_stroke_that_zig_zags_a_thousand_times_is_cut_to_its_ends_and_at_most_31_splits() {
        let stroke = (0..<1000).map { index in
            let (row, column) = index.quotientAndRemainder(dividingBy: 4)
            return HandwritingPoint(x: row.isMultiple(of: 2) ? column * 333 : 999 - column * 333, y: row * 4 % 1000)
        }
        let vertices = ZinniaVertices.points(of: stroke, width: 1000, height: 1000)
        #expect(vertices.count <= 33 && vertices.count > 2)
        #expect(vertices.first == stroke.first && vertices.last == stroke.last)
        #expect(vertices == stroke.filter(vertices.contains), "in the order drawn")
        #expect(ZinniaVertices.points(of: vertices, width: 1000, height: 1000) == vertices, "Zinnia splits the vertices where it split the stroke")
    }

    @Test func a_straight_stroke_and_a_dot_keep_only_their_ends() {
        let line = (0...100).map { HandwritingPoint(x: $0 * 5, y: 500) }
        #expect(ZinniaVertices.points(of: line, width: 1000, height: 1000) == [line[0], line[100]])
        let dot = [HandwritingPoint(x: 3, y: 3)]
        #expect(ZinniaVertices.points(of: dot, width: 10, height: 10) == dot)
    }

    @Test func the_draw_screens_recorder_never_holds_more_points_than_recognize_reads() {
        var recorder = StrokeRecorder(width: 1000, height: 1000)
        for stroke in 0..<HandwrittenStrokes.maximumStrokes {
            _ = recorder.press(at: HandwritingPoint(x: 0, y: stroke))
            for step in 1...3000 { _ = recorder.drag(to: HandwritingPoint(x: step % 1000, y: (stroke * 7 + step) % 1000)) }
            _ = recorder.release(at: HandwritingPoint(x: 999, y: stroke))
        }
        #expect(recorder.press(at: HandwritingPoint(x: 1, y: 1)) != .drawing, "a 51st stroke is refused")
        let held = recorder.strokes.strokes.reduce(0) { $0 + $1.count }
        #expect(recorder.strokes.strokeCount == HandwrittenStrokes.maximumStrokes)
        #expect(held <= HandwrittenStrokes.maximumPoints, "\(held) points")
        #expect(recorder.strokes.strokes.allSatisfy { $0.count <= HandwrittenStrokes.maximumPointsPerStroke })
    }
}
