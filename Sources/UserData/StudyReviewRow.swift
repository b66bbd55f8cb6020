import FSRS

/// One grade of the review log: the log line itself and the card as it was before the grade, which is
/// what an undo puts back.
public struct StudyReviewRow: Sendable, Hashable {
    /// The row's identity, increasing in the order grades were saved (by any process).
    public let id: Int64
    /// The card, the rating, the time, and the state before and after.
    public let log: ReviewLog
    /// Every field of the card just before this grade.
    public let before: Card
    /// Where the grade came from Anki (`study import` of a package): what Anki knew it by, which an export gives back.
    public let anki: AnkiIdentity?

    /// A review as Anki's review log knew it (schema v15).
    public struct AnkiIdentity: Sendable, Hashable {
        /// The revlog row's id: the answer's time in milliseconds, unique in its collection.
        public let revlogID: Int64
        /// How long the answer took, in milliseconds (Anki's `time`).
        public let durationMilliseconds: Int64

        public init(revlogID: Int64, durationMilliseconds: Int64) {
            self.revlogID = revlogID
            self.durationMilliseconds = durationMilliseconds
        }
    }

    public init(id: Int64, log: ReviewLog, before: Card, anki: AnkiIdentity? = nil) {
        self.id = id
        self.log = log
        self.before = before
        self.anki = anki
    }
}
