// MARK: - BenchmarkFailure

/// A benchmark that could not measure what it claims to (the data lacks its kanji, a push did not happen):
/// `kanji-bench` prints it and exits with status 2 rather than report a number for the wrong work.
struct BenchmarkFailure: Error, CustomStringConvertible {
    /// What went wrong, for stderr.
    let description: String
}
