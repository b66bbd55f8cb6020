/// A part of a frame that a click means something on: a whole row for a list item (a kanji, a word, a filter
/// option), or one cell of the radical picker's component grid.
@MainActor
public struct ClickTarget {
    /// Which item a target stands for, in words tests and the inspector can name: region "items" index 3.
    public struct Item: Hashable, Sendable {
        /// The part of the screen: "items" for a screen's one list, "components" / "matches" in the picker.
        public let region: String
        public let index: Int

        public init(_ region: String, _ index: Int) {
            self.region = region
            self.index = index
        }
    }

    public let row: Int
    public let columns: Range<Int>
    public let item: Item
    /// What a click there does to the screen it was drawn from.
    let perform: @MainActor () -> Void

    init(row: Int, columns: Range<Int>, item: Item, perform: @escaping @MainActor () -> Void) {
        self.row = row
        self.columns = columns
        self.item = item
        self.perform = perform
    }
}
