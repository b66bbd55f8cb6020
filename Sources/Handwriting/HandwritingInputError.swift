/// Why strokes given as JSON could not be read: one line saying what was wrong and where, for the person who wrote
/// the file (`kanji-tui recognize` prints it and exits with status 2).
public struct HandwritingInputError: Error, Sendable, Equatable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
