import Browser
import FSRS
import KanjiKit
import TestResources
import TestSupport
import Testing
@testable import TerminalUI

/// The Read list (issue 32 §3) with a text whose file is gone — its row says "gone:" before the path, standing out —
/// and the question `d` puts up on the heading's line.
@Suite struct ReadingListGoneScreenTests {
    @Test func the_read_list_with_a_file_gone_and_the_question_of_d_at_80_by_24() throws {
        let library = InMemoryReadingLibrary()
        try library.addPasted("猫が見ていた。", title: "猫が見ていた。", now: Timestamp(secondsSince1970: 1_790_000_000))
        try library.open(file: "/nonexistent/kanji-tui/story.txt", title: "story.txt", now: Timestamp(secondsSince1970: 1_790_000_060))
        let app = TerminalApp(browser: try KanjiBrowser.inMemory(store: KanjiStore(directory: Checkout.resources), library: library))
        app.handle(.character("6"))
        app.handle(.character("d"))
        GoldenGrid.expect(app.render(size: TerminalSize(rows: 24, columns: 80)), golden: "the_read_list_with_a_file_gone_and_the_question_of_d_at_80_by_24")
    }
}
