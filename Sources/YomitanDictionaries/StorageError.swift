import Glibc

/// A file of the dictionaries' folder that could not be written or read, naming it.
public struct StorageError: Error, Sendable, Equatable, CustomStringConvertible {
    public let path: String
    public let problem: String

    public init(path: String, problem: String) {
        self.path = path
        self.problem = problem
    }

    init(path: String, errno code: Int32) {
        self.init(path: path, problem: String(cString: strerror(code)))
    }

    public var description: String { "\(path): \(problem)" }
}
