/// A list that lives in a store (the history, the study list), as a screen sees it: how long it is, any stretch
/// of its rows, and where a row read before stands in it now. The screen keeps this and reads only the rows it shows
/// (``RowWindow``), so a list of 100,000 costs what its 40 visible rows cost.
///
/// Both closures hold the store strongly: it is a service that lives as long as the app and refers to no
/// screen, so the screen keeping them makes no cycle.
public struct PagedList<Row> {
    /// How many rows the list had when it was read.
    public let count: Int
    /// The rows at `range` of the list, in its order (fewer at its end, when the store changed since `count`).
    public let read: @MainActor (Range<Int>) -> [Row]
    /// Where a row read before stands in the list now, found by what the row is (a history entry's item, a study
    /// row's card), or `nil` when it is not there: how a cursor keeps its row when the list is read again.
    public let position: @MainActor (Row) -> Int?

    public init(count: Int, read: @escaping @MainActor (Range<Int>) -> [Row],
                position: @escaping @MainActor (Row) -> Int?) {
        self.count = count
        self.read = read
        self.position = position
    }

    /// No rows: a list before it is shown, or while it is set aside.
    public static var empty: PagedList {
        PagedList(count: 0, read: { _ in [] }, position: { _ in nil })
    }
}
