import Testing
@testable import Browser

@Suite struct ScrollingCursorTests {
    @Test func moves_within_the_list_and_stops_at_both_ends() {
        var cursor = ScrollingCursor(count: 3, visibleRows: 10)
        _ = cursor.apply(.up)
        #expect(cursor.index == 0)
        _ = cursor.apply(.down); _ = cursor.apply(.down); _ = cursor.apply(.down)
        #expect(cursor.index == 2)
    }

    @Test func pages_by_the_visible_height_and_keeps_the_cursor_visible() {
        var cursor = ScrollingCursor(count: 100, visibleRows: 10)
        _ = cursor.apply(.pageDown)
        #expect(cursor.index == 10)
        #expect(cursor.visibleRange == 1..<11)
        _ = cursor.apply(.end)
        #expect(cursor.index == 99 && cursor.visibleRange == 90..<100)
        _ = cursor.apply(.pageUp)
        #expect(cursor.index == 89 && cursor.visibleRange == 89..<99)
        _ = cursor.apply(.home)
        #expect(cursor.index == 0 && cursor.visibleRange == 0..<10)
    }

    @Test func a_shorter_viewport_scrolls_to_keep_the_cursor_in_view() {
        var cursor = ScrollingCursor(count: 100, visibleRows: 20)
        cursor.move(to: 15)
        cursor.setVisibleRows(5)
        #expect(cursor.visibleRange == 11..<16)
    }

    @Test func select_returns_the_cursor_and_nothing_on_an_empty_list() {
        var cursor = ScrollingCursor(count: 5)
        cursor.move(to: 3)
        #expect(cursor.apply(.select) == 3)
        var empty = ScrollingCursor(count: 0)
        #expect(empty.apply(.select) == nil)
        _ = empty.apply(.end)
        #expect(empty.index == 0)
    }

    @Test func a_click_moves_the_cursor_and_a_second_click_opens() {
        var cursor = ScrollingCursor(count: 5)
        #expect(cursor.apply(.click(index: 2)) == nil)
        #expect(cursor.index == 2)
        #expect(cursor.apply(.click(index: 2)) == 2)
        #expect(cursor.apply(.click(index: 9)) == nil)
        #expect(cursor.index == 2)
    }

    @Test func the_wheel_moves_the_cursor_by_lines() {
        var cursor = ScrollingCursor(count: 50, visibleRows: 10)
        _ = cursor.apply(.scroll(lines: 3))
        #expect(cursor.index == 3)
        _ = cursor.apply(.scroll(lines: -5))
        #expect(cursor.index == 0)
    }
}

/// After the terminal grows, the window shows what fits above the cursor instead of keeping it hidden.
@Suite struct ScrollingCursorResizeTests {
    @Test func growing_the_window_scrolls_back_to_show_rows_above_the_cursor() {
        var cursor = ScrollingCursor(count: 200, visibleRows: 3)
        for _ in 0..<4 { _ = cursor.apply(.down) }
        #expect(cursor.offset == 2)
        cursor.setVisibleRows(30)
        #expect(cursor.offset == 0)
        #expect(cursor.visibleRange.contains(4))
    }
}
