/// One character a recognizer thinks the strokes may be, with how sure it is.
public struct HandwritingCandidate: Sendable, Equatable {
    /// The character, one kanji (or kana) as text.
    public let character: String
    /// The recognizer's own score (Zinnia's SVM margin: higher is likelier; about -1 to 1 for a good match).
    public let recognizerScore: Double
    /// The score the candidates are ordered by: the recognizer's, adjusted by ``CandidateRanking`` for a stroke
    /// count that disagrees with the strokes drawn and for how common the kanji is.
    public let score: Double

    public init(character: String, recognizerScore: Double, score: Double) {
        self.character = character
        self.recognizerScore = recognizerScore
        self.score = score
    }
}
