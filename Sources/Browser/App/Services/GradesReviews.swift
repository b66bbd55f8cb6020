import FSRS

/// Grades reviews: FSRS's scheduler, a value (fuzz on in the app; tests give one without, so due times are exact).
public protocol GradesReviews {
    /// The scheduler a review grades its cards with, and shows the next intervals by.
    var scheduler: Scheduler { get }
}

extension BrowserServices: GradesReviews {}
