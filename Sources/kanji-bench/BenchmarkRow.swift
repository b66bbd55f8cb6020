// MARK: - BenchmarkRow

/// One row of the table that `make bench` prints: what was measured, the result, the target and whether
/// the result meets it. A missed target is reported here, never by failing: benchmarks measure, and a busy
/// machine must not turn into a red build.
struct BenchmarkRow {
    /// What was measured, e.g. "push + pop of a kanji detail, navigation only (median)".
    let measure: String
    /// The measured value with its unit, and any context that explains it.
    let result: String
    /// The target from the issue, or "—" for a row that only gives context.
    let target: String
    /// Whether the target is met; `nil` for a row without a target.
    let isMet: Bool?

    /// The row as a Markdown table line: `| measure | result | target | met |`.
    var markdown: String {
        let status = switch isMet {
        case true?: "met"
        case false?: "**missed**"
        case nil: "—"
        }
        return "| \(measure) | \(result) | \(target) | \(status) |"
    }
}
