/// What keeping an item did: the item's row, whether it is new, and — for an item kept before — whether the
/// sentence given with it was recorded (the card had none; a card's sentence is never replaced).
public struct StudyAddition: Sendable, Hashable {
    public let row: StudyRow
    public let isNew: Bool
    /// The item was kept already, without a sentence, and now has the one given.
    public let recordedSentence: Bool

    public init(row: StudyRow, isNew: Bool, recordedSentence: Bool = false) {
        self.row = row
        self.isNew = isNew
        self.recordedSentence = recordedSentence
    }
}
