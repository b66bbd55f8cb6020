import Testing
@testable import TerminalUI

/// The browser says in its first frame why it records nothing (a user database that is read-only, damaged or
/// a newer kanji-tui's), on the header line, until the first key.
@Suite struct StartNoticeTests {
    static let notice = "/home/someone/.local/share/kanji-tui/user.sqlite: it cannot be written (permission denied); nothing is recorded"

    @Test func the_first_frame_says_it_until_the_first_key() {
        let app = TerminalApp(browser: GoldenGrid.browser(), notice: Self.notice)
        let wide = TerminalSize(rows: 24, columns: 120)
        #expect(GoldenGrid.lines(app.render(size: wide))[1].hasSuffix(Self.notice))
        app.handle(.down)
        #expect(app.notice == nil)
        #expect(!GoldenGrid.lines(app.render(size: wide))[1].contains("nothing is recorded"))
    }

    @Test func a_notice_wider_than_the_terminal_is_truncated_not_left_out() {
        let app = TerminalApp(browser: GoldenGrid.browser(), notice: Self.notice)
        let header = GoldenGrid.lines(app.render(size: TerminalSize(rows: 24, columns: 80)))[1]
        #expect(header.contains("/home/someone/.local/share/kanji-tui/user.sqlite: it cannot"))
        #expect(header.hasSuffix("…"))
    }
}
