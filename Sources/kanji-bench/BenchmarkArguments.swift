// MARK: - BenchmarkArguments

/// What `kanji-bench [--issue 3|4|5|9|10|11|12|19|21|23|24|35|36|46|47|50]… [--write-user-data PATH] [--write-study-stats-data PATH]
/// [--write-handwriting PATH] [--write-joined-handwriting PATH] [--reading-text PATH] [--library DIR] [DATA_DIR]` was asked to measure, and
/// on which data.
///
/// `tools/bench.sh` runs one issue per process, so its table lists the rows issue by issue, each issue's
/// whole-process rows beside its in-process ones; with no `--issue`, every issue runs.
struct BenchmarkArguments {
    /// The issues with in-process benchmarks.
    static let allIssues: Set<Int> = [3, 4, 5, 9, 10, 11, 12, 19, 21, 23, 24, 35, 36, 46, 47, 49, 50]

    /// The issues to measure.
    let issues: Set<Int>
    /// The data directory given, or `nil` for `DataLocation`'s usual search.
    let dataDirectory: String?
    /// Where to write issue 19's large user database (``LargeUserData``) instead of measuring anything:
    /// `tools/bench.sh` times `kanji-tui history --tsv` on it beside `sqlite3`.
    let userDataToWrite: String?
    /// Where to write issue 23's statistics database (``StudyStatsBenchmark``: issue 19's with 100,000 reviews)
    /// instead of measuring anything: `tools/bench.sh` times `kanji-tui study stats` on it.
    let studyStatsDataToWrite: String?
    /// Where to write issue 24's hand-drawn strokes as JSON instead of measuring anything: `tools/bench.sh` gives
    /// them to PyPI kanjidraw (`tools/kanjidraw_bench.py`) beside kanji-tui's own row.
    let handwritingToWrite: String?
    /// Where to write issue 35's drawings with two strokes joined as JSON, for `tools/kanjidraw_bench.py` likewise.
    let joinedHandwritingToWrite: String?
    /// Issue 21's text to read (`tools/make-reading-text.py` writes it); without it issue 21 says so and measures nothing.
    let readingText: String?
    /// Issue 47's Read library: a folder of texts (`tools/bench-sentences.sh` makes it); without it issue 47 says so and
    /// measures nothing.
    let library: String?

    /// - Parameter arguments: The command line after the program's name.
    /// - Throws: ``BenchmarkFailure`` with the usage for an unknown issue or a second data directory.
    init(_ arguments: [String]) throws {
        var issues: Set<Int> = []
        var dataDirectory: String?
        var userDataToWrite: String?
        var studyStatsDataToWrite: String?
        var handwritingToWrite: String?
        var joinedHandwritingToWrite: String?
        var readingText: String?
        var library: String?
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--issue" {
                guard let issue = remaining.popFirst().flatMap({ Int($0) }), Self.allIssues.contains(issue) else {
                    throw Self.usage
                }
                issues.insert(issue)
            } else if argument == "--write-user-data" {
                guard userDataToWrite == nil, let path = remaining.popFirst() else { throw Self.usage }
                userDataToWrite = path
            } else if argument == "--write-study-stats-data" {
                guard studyStatsDataToWrite == nil, let path = remaining.popFirst() else { throw Self.usage }
                studyStatsDataToWrite = path
            } else if argument == "--write-handwriting" {
                guard handwritingToWrite == nil, let path = remaining.popFirst() else { throw Self.usage }
                handwritingToWrite = path
            } else if argument == "--write-joined-handwriting" {
                guard joinedHandwritingToWrite == nil, let path = remaining.popFirst() else { throw Self.usage }
                joinedHandwritingToWrite = path
            } else if argument == "--reading-text" {
                guard readingText == nil, let path = remaining.popFirst() else { throw Self.usage }
                readingText = path
            } else if argument == "--library" {
                guard library == nil, let path = remaining.popFirst() else { throw Self.usage }
                library = path
            } else if dataDirectory == nil, !argument.hasPrefix("-") {
                dataDirectory = argument
            } else {
                throw Self.usage
            }
        }
        self.issues = issues.isEmpty ? Self.allIssues : issues
        self.dataDirectory = dataDirectory
        self.userDataToWrite = userDataToWrite
        self.studyStatsDataToWrite = studyStatsDataToWrite
        self.handwritingToWrite = handwritingToWrite
        self.joinedHandwritingToWrite = joinedHandwritingToWrite
        self.readingText = readingText
        self.library = library
    }

    /// The error for arguments it does not understand.
    private static var usage: BenchmarkFailure {
        BenchmarkFailure(description: "usage: kanji-bench [--issue \(allIssues.sorted().map(String.init).joined(separator: "|"))]… [--write-user-data PATH] [--write-study-stats-data PATH] [--write-handwriting PATH] [--write-joined-handwriting PATH] [--reading-text PATH] [--library DIR] [DATA_DIR]")
    }
}
