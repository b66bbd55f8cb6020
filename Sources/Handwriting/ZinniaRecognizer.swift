import CZinnia
import Glibc

/// Recognizes handwritten kanji with Zinnia (Taku Kudo's SVM recognizer, BSD licence; Debian `libzinnia-dev`) and
/// tegaki's model of Japanese handwriting (Mathieu Blondel, LGPL 2.1+; Debian `tegaki-zinnia-japanese`).
///
/// Zinnia keeps the model as it reads it (26 MB, about 3,000 characters), so a recognizer is opened once and kept
/// (the browser opens it when the Draw screen first shows). It is not thread-safe; one thread uses it at a time.
public final class ZinniaRecognizer {
    /// Where Debian's `tegaki-zinnia-japanese` puts the model.
    public static let defaultModelPath = "/usr/share/tegaki/models/zinnia/handwriting-ja.model"
    /// How many candidates Zinnia is asked for: enough for the ranking to lift one Zinnia put low. On the 2,136
    /// jōyō kanji of the benchmark, re-ranked top-5 is 98.2 % from 50 candidates, 99.1 % from 300, 99.3 % from
    /// 1,000 and 99.5 % from all of the model's 3,000-odd at twice 1,000's time (BENCHMARKS.md, "Handwriting").
    public static let candidatesAsked = 1000

    public let modelPath: String
    /// Owned: destroyed with the recognizer.
    private let recognizer: OpaquePointer

    /// Opens the model at `path`.
    /// - Throws: ``HandwritingModelError`` when the file is missing, unreadable or not a Zinnia model.
    public init(modelPath path: String = defaultModelPath) throws(HandwritingModelError) {
        guard access(path, R_OK) == 0 else {
            throw HandwritingModelError(path: path, problem: String(cString: strerror(errno)))
        }
        guard let recognizer = zinnia_recognizer_new() else {
            throw HandwritingModelError(path: path, problem: "Zinnia could not make a recognizer")
        }
        guard zinnia_recognizer_open(recognizer, path) != 0 else {
            let problem = String(cString: zinnia_recognizer_strerror(recognizer))
            zinnia_recognizer_destroy(recognizer)
            throw HandwritingModelError(path: path, problem: problem.isEmpty ? "not a Zinnia model" : problem)
        }
        self.modelPath = path
        self.recognizer = recognizer
    }

    deinit {
        zinnia_recognizer_destroy(recognizer)
    }

    /// How many characters the model knows.
    public var characterCount: Int { zinnia_recognizer_size(recognizer) }

    /// Zinnia's candidates for `strokes`, best first, at most `count` (none for no strokes). The scores are
    /// Zinnia's own (``HandwritingCandidate/score`` equals ``HandwritingCandidate/recognizerScore``). Each stroke
    /// reaches Zinnia as its ``ZinniaVertices``, at most 33 points, so any stroke takes the same small time and memory.
    public func classify(_ strokes: HandwrittenStrokes, count: Int = candidatesAsked) -> [HandwritingCandidate] {
        guard !strokes.isEmpty, count > 0, let character = zinnia_character_new() else { return [] }
        defer { zinnia_character_destroy(character) }
        zinnia_character_set_width(character, strokes.width)
        zinnia_character_set_height(character, strokes.height)
        for (id, stroke) in strokes.strokes.enumerated() {
            // A dot (a click, a stroke of one point): Zinnia takes a stroke's features from its ends, so it is
            // given the point twice, a stroke of no length.
            // Only the points Zinnia's features read: a stroke that zig-zags would otherwise make Zinnia want
            // gigabytes (``ZinniaVertices``).
            let points = stroke.count == 1 ? [stroke[0], stroke[0]]
                : ZinniaVertices.points(of: stroke, width: strokes.width, height: strokes.height)
            // Clamping, never trapping: a canvas the JSON reader accepts is at most 100,000 units, far inside Int32.
            for point in points { zinnia_character_add(character, id, Int32(clamping: point.x), Int32(clamping: point.y)) }
        }
        guard let result = zinnia_recognizer_classify(recognizer, character, count) else { return [] }
        defer { zinnia_result_destroy(result) }
        return (0..<zinnia_result_size(result)).compactMap { index in
            guard let value = zinnia_result_value(result, index) else { return nil }
            let score = Double(zinnia_result_score(result, index))
            return HandwritingCandidate(character: String(cString: value), recognizerScore: score, score: score)
        }
    }
}
