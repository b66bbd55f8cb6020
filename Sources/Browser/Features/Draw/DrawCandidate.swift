import KanjiKit

/// One kanji the Draw screen offers for the strokes drawn: the kanji (with its meaning and stroke count to show)
/// and the score it was ranked by.
public struct DrawCandidate: Sendable {
    public let kanji: Kanji
    public let score: Double

    public init(kanji: Kanji, score: Double) {
        self.kanji = kanji
        self.score = score
    }
}

/// What recognizing the strokes gave: candidates, or why there can be none (the model is missing).
public enum DrawRecognition: Sendable {
    case candidates([DrawCandidate])
    /// The text says what is wrong and which package to install.
    case unavailable(String)
}
