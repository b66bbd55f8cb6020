import FSRS

/// How far a review got: the cards it was given, the grades so far, and what could not be saved. What the summary
/// shows and what the flow reports to its parent.
public struct ReviewTally: Sendable, Hashable {
    /// How many cards were due when the review started.
    public let total: Int
    /// Each grade given, in order (an undone grade is no longer here).
    public let grades: [Rating]
    /// How many of those grades the deck could not save.
    public let unsaved: Int
    /// The soonest due time of any kept card after the last grade, for "next card due in 10 min".
    public let nextDue: Timestamp?

    public init(total: Int, grades: [Rating], unsaved: Int, nextDue: Timestamp?) {
        self.total = total
        self.grades = grades
        self.unsaved = unsaved
        self.nextDue = nextDue
    }

    /// How many cards were graded.
    public var reviewed: Int { grades.count }

    /// How many times `rating` was given.
    public func count(of rating: Rating) -> Int {
        grades.count { $0 == rating }
    }

    /// "Again 1 · Hard 0 · Good 8 · Easy 3".
    public var gradesText: String {
        Rating.allCases.map { "\($0.label) \(count(of: $0))" }.joined(separator: " · ")
    }
}
