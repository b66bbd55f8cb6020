import Testing
@testable import TerminalUI

/// A cell costs what it draws: a 10 MB field laid into 20 columns reads a few dozen of its scalars, never the
/// whole field (which once cost 4 s per screen change).
struct CellCostTests {
    static let huge = String(repeating: "a long meaning ", count: 700_000)   // 10.5 MB
    static let hugeKanji = String(repeating: "漢字", count: 2_000_000)

    @Test func only_the_start_of_a_huge_field_reaches_the_sanitizer_and_the_layout() {
        let (start, isCut) = CellGrid.drawablePrefix(of: Self.huge, room: 20)
        #expect(isCut)
        #expect(start.unicodeScalars.count <= 21 * CellGrid.scalarsPerColumn)
        let (short, shortIsCut) = CellGrid.drawablePrefix(of: "日本", room: 20)
        #expect(short == "日本" && !shortIsCut)
    }

    @Test func a_huge_field_is_drawn_truncated_like_any_other() {
        var grid = CellGrid(width: 20, height: 1)
        #expect(grid.put(Self.huge, row: 0, column: 0) == 20)
        #expect(grid.lines[0] == "a long meaning a lo…")
        var kanji = CellGrid(width: 20, height: 1)
        #expect(kanji.put(Self.hugeKanji, row: 0, column: 0) == 20)
        #expect(kanji.lines[0] == "漢字漢字漢字漢字漢 …")
    }

    @Test func a_start_that_fits_but_was_cut_still_ends_in_an_ellipsis() {
        // Escape sequences fill the whole budget: nothing of them is drawn, and the cell says there is more.
        let escapes = String(repeating: "\u{1B}[31m", count: 1_000) + "visible"
        var grid = CellGrid(width: 10, height: 1)
        grid.put(escapes, row: 0, column: 0)
        #expect(grid.lines[0].hasSuffix("…"))
        #expect("ab".truncated(toWidth: 4, beforeMore: true) == "ab …")
        #expect("漢字".truncated(toWidth: 5, beforeMore: true) == "漢字…")
    }

    @Test func a_column_is_sized_and_a_field_wrapped_from_no_more_than_the_screen_shows() {
        #expect(Self.huge.displayWidth(upTo: 80) == 80)
        #expect(Self.hugeKanji.displayWidth(upTo: 80) == 80)
        #expect("日本 ok".displayWidth(upTo: 80) == 7)
        let lines = Self.hugeKanji.wrapped(toWidth: 20, maxLines: 5)
        #expect(lines == Array(repeating: "漢字漢字漢字漢字漢字", count: 5))
        #expect(Self.huge.wrapped(toWidth: 20, maxLines: 3) == ["a long meaning a", "long meaning a long", "meaning a long"])
    }
}
