/// A row of the reader: a line of the text and a row of its wrapping at the reader's width.
///
/// Lines are the text's own (``ReadingText``'s blocks) and never change; rows exist only for a line laid out
/// (``ReaderLines``), so a position names both and stays meaningful while lines far away are not laid out.
public struct RowPosition: Hashable, Comparable, Sendable {
    public let block: Int
    public let row: Int
    public static func < (left: RowPosition, right: RowPosition) -> Bool { (left.block, left.row) < (right.block, right.row) }
}
