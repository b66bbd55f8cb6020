/// A cursor over `count` items with a scroll window of `visibleRows` rows: the one scrolling type of every
/// screen (lists, a detail's words, the picker, the filter form, a text page).
///
/// A list keeps the cursor visible as it moves. A text page has no cursor to show (``Behavior/page``): there
/// the keys move the window itself, and the cursor is simply its first line.
public struct ScrollingCursor: Sendable, Hashable {
    /// How the keys move.
    public enum Behavior: Sendable, Hashable {
        /// A highlighted item moves; the window follows it.
        case cursor
        /// The window moves; nothing is highlighted (a page of text).
        case page
    }

    public let behavior: Behavior
    public private(set) var count: Int
    /// The index under the cursor; 0 when the list is empty. For a page: the first visible line.
    public private(set) var index = 0
    /// The first visible index.
    public private(set) var offset = 0
    /// How many rows the screen shows at once; at least 1. An input: the app sets it from the terminal's size
    /// before a screen is drawn.
    public private(set) var visibleRows: Int

    public init(count: Int, visibleRows: Int = 20, behavior: Behavior = .cursor) {
        self.count = count
        self.visibleRows = max(1, visibleRows)
        self.behavior = behavior
    }

    /// The indices currently visible.
    public var visibleRange: Range<Int> {
        offset..<min(count, offset + visibleRows)
    }

    // MARK: Inputs

    /// Starts over on a new list of `count` items (a live-narrowed result), cursor on the first.
    public mutating func reset(count newCount: Int) {
        count = newCount
        index = 0
        offset = 0
    }

    /// Adapts to a new count that keeps the same items in front (more lines after a re-wrap), keeping the place.
    public mutating func setCount(_ newCount: Int) {
        count = newCount
        move(to: index)
    }

    /// Adapts to a new viewport height (a resize): the cursor stays visible, and no rows are wasted below the
    /// last item when the window could show more.
    public mutating func setVisibleRows(_ rows: Int) {
        let grew = rows > visibleRows
        visibleRows = max(1, rows)
        // After the window grows, show as much as fits above the cursor instead of keeping rows hidden there.
        if grew, behavior == .cursor { offset = min(offset, max(0, index - visibleRows + 1)) }
        move(to: index)
    }

    /// Moves the cursor to `newIndex`, clamped to the list.
    public mutating func move(to newIndex: Int) {
        let last = behavior == .page ? max(0, count - visibleRows) : count - 1
        index = count == 0 ? 0 : min(max(newIndex, 0), max(0, last))
        keepCursorVisible()
    }

    // MARK: Commands

    /// Applies a movement command; returns the index to open for `select` or a click on the cursor (a page
    /// opens nothing).
    public mutating func apply(_ command: CursorCommand) -> Int? {
        switch command {
        case .up: move(to: index - 1)
        case .down: move(to: index + 1)
        case .pageUp: move(to: index - visibleRows)
        case .pageDown: move(to: index + visibleRows)
        case .halfPageUp: move(to: index - max(1, visibleRows / 2))
        case .halfPageDown: move(to: index + max(1, visibleRows / 2))
        case .home: move(to: 0)
        case .end: move(to: count)
        case .scroll(let lines): move(to: index + lines)
        case .select: return behavior == .cursor && count > 0 ? index : nil
        case .click(let clicked):
            guard behavior == .cursor, (0..<count).contains(clicked) else { return nil }
            if clicked == index { return index }
            move(to: clicked)
        }
        return nil
    }

    // MARK: Private

    private mutating func keepCursorVisible() {
        if behavior == .page {
            offset = index // the page's "cursor" is its first line
            return
        }
        if index < offset { offset = index }
        if index >= offset + visibleRows { offset = index - visibleRows + 1 }
        offset = max(0, min(offset, max(0, count - visibleRows)))
    }
}
