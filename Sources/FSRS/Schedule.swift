/// What a review decides about the wait before the next one: another short step, or a review interval
/// in days (which the scheduler computes from stability and may fuzz).
enum Schedule: Equatable {
    /// Stay in (or enter) `state` at step `index`, due again in `seconds`.
    case step(CardState, index: Int, seconds: Int64)
    /// Graduate to (or stay in) review.
    case review
}
