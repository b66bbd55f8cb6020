/// The terminal's size in character cells. A plain value, nonisolated, so a command's help can name a size before
/// any screen exists.
nonisolated public struct TerminalSize: Hashable, Sendable {
    public let rows: Int
    public let columns: Int

    public init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
    }
}
