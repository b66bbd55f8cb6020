import FSRS

/// When a review can have been made, in seconds since 1970: from 2006, Anki's first release (no review an import brings
/// is older: an Anki review log row's id is its time in milliseconds, and kanji-tui's own reviews are younger still),
/// to a day after now (another device's clock may run a little ahead). A time outside — an Anki row with id -1, a
/// review on 1969-12-31 — is damage or a tool's placeholder, not a review.
enum PossibleReviewTimes {
    /// 2006-01-01 00:00 UTC.
    static let earliest: Int64 = 1_136_073_600

    static func range(now: Timestamp) -> ClosedRange<Int64> {
        earliest...(now.secondsSince1970 + 86_400)
    }
}
