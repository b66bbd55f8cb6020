// MARK: - Fuzz

extension Scheduler {
    /// One of py-fsrs's `FUZZ_RANGES`: intervals between `start` and `end` days add `factor` day of
    /// spread per day.
    private struct FuzzRange {
        let start: Double
        let end: Double
        let factor: Double
    }

    private static let fuzzRanges = [
        FuzzRange(start: 2.5, end: 7.0, factor: 0.15),
        FuzzRange(start: 7.0, end: 20.0, factor: 0.1),
        FuzzRange(start: 20.0, end: .infinity, factor: 0.05),
    ]

    /// Spreads a review interval the way py-fsrs's `_get_fuzzed_interval` does: intervals under 2.5
    /// days stay; longer ones move to a day in [interval − δ, interval + δ] (at least 2 days, at most
    /// the maximum), where δ grows with the interval (about ±1 day at 3 days, ±2 at 10, ±4 at 50).
    /// - Parameters:
    ///   - days: the interval before fuzzing.
    ///   - uniform: a number in [0, 1), py-fsrs's `random()`; it picks the day within the range.
    /// - Returns: the fuzzed interval in days.
    func fuzzedIntervalDays(_ days: Int, uniform: Double) -> Int {
        guard Double(days) >= 2.5 else { return days }
        var delta = 1.0
        for range in Scheduler.fuzzRanges {
            delta += range.factor * max(min(Double(days), range.end) - range.start, 0.0)
        }
        var lowest = Int((Double(days) - delta).rounded(.toNearestOrEven))
        var highest = Int((Double(days) + delta).rounded(.toNearestOrEven))
        lowest = max(2, lowest)
        highest = min(highest, maximumInterval)
        lowest = min(lowest, highest)
        let fuzzed = uniform * Double(highest - lowest + 1) + Double(lowest)
        return min(Int(fuzzed.rounded(.toNearestOrEven)), maximumInterval)
    }

    /// The uniform number that picks a card's fuzzed day.
    ///
    /// py-fsrs 6.3.2 draws it from Python's global, unseeded `random()`, so its fuzzed dues cannot be
    /// reproduced (by it or by anyone). Here it is drawn from a SplitMix64 generator seeded with the
    /// card's id and the review time: cards graded together still spread over different days, and the
    /// same review always gives the same due, so replaying a log (`reschedule`) and undoing a grade
    /// are exact. `tools/fsrs_fixtures.py` computes the same number in Python and hands it to py-fsrs in
    /// place of `random()`, so whole fuzzed schedules are checked against the reference as well.
    /// - Parameters:
    ///   - cardID: the card's id.
    ///   - reviewedAt: the time of the review.
    /// - Returns: a number in [0, 1).
    func fuzzUniform(cardID: Int64, reviewedAt: Timestamp) -> Double {
        let seed = UInt64(bitPattern: cardID) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(bitPattern: reviewedAt.secondsSince1970)
        var generator = SplitMix64(seed: seed)
        return generator.nextUniform()
    }
}
