import FSRS

/// How far a review got: the cards it was given, the grades so far, and what could not be saved. What the summary
/// shows and what the flow reports to its parent.
public struct ReviewTally: Sendable, Hashable {
    /// How many cards were due when the review started.
    public let total: Int
    /// Each grade given, in order (an undone grade is no longer here). A card in a learning step is shown and
    /// graded again in the same review, so there can be more grades than cards.
    public let grades: [Rating]
    /// How many different cards were graded: what "1 of 1" counts, never the grades.
    public let cardsGraded: Int
    /// How many of those grades the deck could not save.
    public let unsaved: Int
    /// The soonest due time of any kept card after the last grade, for "next card due in 10 min".
    public let nextDue: Timestamp?

    public init(total: Int, grades: [Rating], cardsGraded: Int, unsaved: Int, nextDue: Timestamp?) {
        self.total = total
        self.grades = grades
        self.cardsGraded = cardsGraded
        self.unsaved = unsaved
        self.nextDue = nextDue
    }

    /// How many cards were graded, each once however often it was shown.
    public var reviewed: Int { cardsGraded }

    /// The cards the review had: those due when it began, or more when a card in a learning step came due within
    /// the learn-ahead limit meanwhile — so a count of them never exceeds its total.
    public var cardCount: Int { max(total, cardsGraded) }

    /// "1 of 1": the cards graded of the review's cards.
    public var progressText: String { "\(reviewed) of \(cardCount)" }

    /// "Reviewed 1 card", or "Reviewed 1 card (2 grades)" when a card came back in a learning step.
    public var reviewedText: String {
        "Reviewed \(reviewed) card\(reviewed == 1 ? "" : "s")" + (grades.count == reviewed ? "" : " (\(grades.count) grades)")
    }

    /// How many times `rating` was given.
    public func count(of rating: Rating) -> Int {
        grades.count { $0 == rating }
    }

    /// "Again 1 · Hard 0 · Good 8 · Easy 3".
    public var gradesText: String {
        Rating.allCases.map { "\($0.label) \(count(of: $0))" }.joined(separator: " · ")
    }
}
