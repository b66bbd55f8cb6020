/// Why the handwriting model could not be opened: the Draw screen says it where the candidates would be, and
/// `kanji-tui recognize` exits with status 2; the rest of the browser works without it.
public struct HandwritingModelError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The Debian package that installs ``ZinniaRecognizer/defaultModelPath``.
    public static let package = "tegaki-zinnia-japanese"

    public let path: String
    /// What went wrong, as Zinnia or the system said it.
    public let problem: String

    public init(path: String, problem: String) {
        self.path = path
        self.problem = problem
    }

    public var description: String {
        "the handwriting model \(path) cannot be opened (\(problem)); install it with 'sudo apt-get install \(Self.package)' (or 'make build-deps')"
    }
}
