/// A part of a frame that a click means something on: a whole row for a list item (a kanji, a word, a filter
/// option), or one cell of the radical picker's component grid.
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
    /// What a click there does to the screen it was drawn from. It holds that screen **weakly**: the app keeps
    /// the last frame for the mouse, and a frame must never keep a popped screen (or its coordinator) alive.
    let perform: @MainActor () -> Void

    /// - Parameters:
    ///   - target: what the click acts on (a view model, the tab bar); held weakly.
    ///   - perform: the action, given the target while it is alive.
    init<Target: AnyObject>(row: Int, columns: Range<Int>, item: Item, on target: Target,
                            perform: @escaping @MainActor (Target) -> Void) {
        self.init(row: row, columns: columns, item: item) { [weak target] in
            if let target { perform(target) }
        }
    }

    private init(row: Int, columns: Range<Int>, item: Item, perform: @escaping @MainActor () -> Void) {
        self.row = row
        self.columns = columns
        self.item = item
        self.perform = perform
    }

    /// The same target `rows` further down: a screen drawn below the tab bar.
    func moved(byRows rows: Int) -> ClickTarget {
        ClickTarget(row: row + rows, columns: columns, item: item, perform: perform)
    }
}
