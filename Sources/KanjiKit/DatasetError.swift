/// Why the dataset could not be used, naming the file and, where there is one, the line.
///
/// Bad data must never crash the app: every loader failure becomes one of these, and the
/// executable prints its description and exits with status 2.
public struct DatasetError: Error, Sendable, Equatable, CustomStringConvertible {
    public let file: String
    /// 1-based line number, or nil when the problem is the file as a whole (missing, unreadable).
    public let line: Int?
    public let problem: String

    public init(file: String, line: Int? = nil, problem: String) {
        self.file = file
        self.line = line
        self.problem = problem
    }

    public var description: String {
        if let line { return "\(file):\(line): \(problem)" }
        return "\(file): \(problem)"
    }
}
