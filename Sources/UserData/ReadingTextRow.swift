import FSRS

/// One text of the Read tab as the file holds it: a file by its path or a pasted text (its content read apart,
/// only when it is opened), with the reading position.
public struct ReadingTextRow: Sendable, Hashable {
    public let id: Int64
    public let title: String
    /// The file's path, or `nil` for a pasted text.
    public let path: String?
    /// A byte offset of the text.
    public let position: Int
    public let openedAt: Timestamp

    public init(id: Int64, title: String, path: String?, position: Int, openedAt: Timestamp) {
        self.id = id
        self.title = title
        self.path = path
        self.position = position
        self.openedAt = openedAt
    }
}
