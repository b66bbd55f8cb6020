/// The rows of a ``PagedList`` a screen is showing, and a margin around them: what the screen holds of a long list.
///
/// A row outside the window reads a new window centred on the rows wanted (one page above and one below them),
/// so scrolling a page at a time reads the list a window at a time, and moving within the margin reads nothing.
public struct RowWindow<Row> {
    /// The list the rows come from.
    public let list: PagedList<Row>
    /// The index in `list` of `rows[0]`.
    private var first = 0
    /// The rows read, `list` indices `first..<first + rows.count`.
    private var rows: [Row] = []

    public init(list: PagedList<Row>) {
        self.list = list
    }

    /// How many rows the list has.
    public var count: Int { list.count }

    /// The row at `index` without moving the window: the one held, or (when the cursor moved and nothing was drawn
    /// since) that one row read alone. What the cursor is on, to keep it across a refresh without reading a window
    /// that is about to be replaced.
    public func peekRow(at index: Int) -> Row? {
        guard (0..<list.count).contains(index) else { return nil }
        if (first..<first + rows.count).contains(index) { return rows[index - first] }
        return list.read(index..<index + 1).first
    }

    /// The row at `index`, reading a new window when it is not held.
    /// - Parameters:
    ///   - visible: the rows on screen (the cursor's window), which the new window covers when it holds `index`.
    ///   - margin: how many rows past the wanted ones to read on each side (a page).
    public mutating func row(at index: Int, visible: Range<Int>, margin: Int) -> Row? {
        guard (0..<list.count).contains(index) else { return nil }
        if !(first..<first + rows.count).contains(index) {
            let wanted = visible.contains(index) ? visible : index..<index + 1
            let start = max(0, wanted.lowerBound - margin)
            let end = min(list.count, wanted.upperBound + margin)
            rows = list.read(start..<end)
            first = start
        }
        let offset = index - first
        return offset < rows.count ? rows[offset] : nil
    }
}
