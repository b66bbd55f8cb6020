/// What a review started now shows, counted as Anki counts a deck: new, learning and review cards apart, new and
/// review cards within what today's limits still allow, and what those limits hold back for later days.
/// `study list --due` prints these numbers and exactly these cards; the browser's Study header counts the same.
public struct StudyDueToday: Sendable, Hashable {
    /// New cards a review now introduces: those due, up to the new cards per day not yet used.
    public let new: Int
    /// Cards in a learning step (learning or relearning) due now; never limited.
    public let learning: Int
    /// Review cards a review now shows: those due, up to the reviews per day not yet used.
    public let review: Int
    /// New cards due now that today's limit holds back.
    public let heldBackNew: Int
    /// Review cards due now that today's limit holds back.
    public let heldBackReview: Int

    public init(new: Int, learning: Int, review: Int, heldBackNew: Int, heldBackReview: Int) {
        self.new = new
        self.learning = learning
        self.review = review
        self.heldBackNew = heldBackNew
        self.heldBackReview = heldBackReview
    }

    /// Nothing due: what a missing user database has.
    public static let none = StudyDueToday(new: 0, learning: 0, review: 0, heldBackNew: 0, heldBackReview: 0)

    /// The cards a review now shows: the three numbers' sum.
    public var total: Int { new + learning + review }

    /// "19 new · 1 learning · 40 review due now (+5 new over today's limit)".
    public var line: String {
        let heldBack = [heldBackNew > 0 ? "+\(heldBackNew) new" : nil, heldBackReview > 0 ? "+\(heldBackReview) review" : nil].compactMap { $0 }
        return "\(new) new · \(learning) learning · \(review) review due now"
            + (heldBack.isEmpty ? "" : " (\(heldBack.joined(separator: ", ")) over today's limit\(heldBack.count > 1 ? "s" : ""))")
    }
}
