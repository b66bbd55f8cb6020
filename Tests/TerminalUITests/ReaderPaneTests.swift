import Browser
import FSRS
import KanjiKit
import TestResources
import TestSupport
import Testing
@testable import TerminalUI

/// Issue 34: the reader's pane names a kept word's state as Anki does — a word kept and never reviewed is new,
/// not "learning".
@Suite struct ReaderPaneTests {
    static let store = try! KanjiStore(directory: Checkout.resources)

    @Test func a_word_kept_and_never_reviewed_is_new_in_the_pane() throws {
        let study = InMemoryStudyDeck()
        try study.add(.word(headword: "彼", reading: "かれ"), now: Timestamp(secondsSince1970: 0))
        let app = TerminalApp(browser: try KanjiBrowser.inMemory(store: Self.store, study: study))
        app.handle(.character("6"))
        app.handle(.paste(PastedText(text: "彼は本を見ていた。")))
        let lines = GoldenGrid.lines(app.render(size: TerminalSize(rows: 24, columns: 80)))
        #expect(lines.contains { $0.contains("彼  かれ  kept, new (never reviewed)") }, "\(lines.joined(separator: "\n"))")
        #expect(!lines.contains { $0.contains("learning") })
    }
}
