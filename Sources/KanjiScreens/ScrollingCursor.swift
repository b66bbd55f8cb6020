/// A cursor over `count` items with a scroll window of `visibleRows` rows, kept so that the cursor is
/// always visible. Shared by every screen that lists things (kanji, words).
public struct ScrollingCursor: Sendable, Hashable {
    public private(set) var count: Int
    /// The index under the cursor; 0 when the list is empty.
    public private(set) var index = 0
    /// The first visible index.
    public private(set) var offset = 0
    /// How many rows the screen shows at once; at least 1.
    public private(set) var visibleRows: Int

    /// Starts over on a new list of `count` items (a live-narrowed result), cursor on the first.
    public mutating func reset(count newCount: Int) {
        count = newCount
        index = 0
        offset = 0
    }

    public init(count: Int, visibleRows: Int = 20) {
        self.count = count
        self.visibleRows = max(1, visibleRows)
    }

    /// The indices currently visible.
    public var visibleRange: Range<Int> {
        offset..<min(count, offset + visibleRows)
    }

    /// Adapts to a new viewport height (a resize), keeping the cursor visible.
    public mutating func setVisibleRows(_ rows: Int) {
        visibleRows = max(1, rows)
        keepCursorVisible()
    }

    /// Moves the cursor to `newIndex`, clamped to the list.
    public mutating func move(to newIndex: Int) {
        index = count == 0 ? 0 : min(max(newIndex, 0), count - 1)
        keepCursorVisible()
    }

    /// Applies a movement command; returns the index to open for `select` or a click on the cursor.
    public mutating func apply(_ command: ScreenCommand) -> Int? {
        switch command {
        case .up: move(to: index - 1)
        case .down: move(to: index + 1)
        case .pageUp: move(to: index - visibleRows)
        case .pageDown: move(to: index + visibleRows)
        case .home: move(to: 0)
        case .end: move(to: count - 1)
        case .scroll(let lines): move(to: index + lines)
        case .select: return count == 0 ? nil : index
        case .switchPane, .clickPicker, .beginSearch, .type, .deleteBackward, .accept, .cancel, .nextMatch, .previousMatch,
             .cycleSort, .increment, .decrement, .clear:
            break
        case .click(let clicked):
            guard (0..<count).contains(clicked) else { return nil }
            if clicked == index { return index }
            move(to: clicked)
        }
        return nil
    }

    private mutating func keepCursorVisible() {
        if index < offset { offset = index }
        if index >= offset + visibleRows { offset = index - visibleRows + 1 }
        offset = max(0, min(offset, max(0, count - visibleRows)))
    }
}
