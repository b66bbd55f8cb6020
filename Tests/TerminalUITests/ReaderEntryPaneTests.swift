import Browser
import KanjiKit
import TestResources
import TestSupport
import Testing
@testable import TerminalUI

/// Issue 32 §1: the reader's pane says which of the word's entries it shows, and `e`/`E` change it.
@Suite struct ReaderEntryPaneTests {
    static let store = try! KanjiStore(directory: Checkout.resources)

    private func rendered(_ app: TerminalApp) -> [String] {
        GoldenGrid.lines(app.render(size: TerminalSize(rows: 24, columns: 80)))
    }

    @Test func the_pane_shows_the_chosen_entry_and_its_place_among_them() throws {
        let app = TerminalApp(browser: try KanjiBrowser.inMemory(store: Self.store))
        app.handle(.character("6"))
        app.handle(.paste(PastedText(text: "どうなるか。")))
        guard case .reader(let reader) = app.browser.stack.top else { throw PaneTestFailure() }
        while reader.selectedWord?.surface != "なる" {
            let before = reader.cursor
            app.handle(.character("w"))
            try #require(reader.cursor != before, "no なる")
        }
        let count = reader.selectedCandidates.count
        try #require(count > 2)
        #expect(rendered(app).contains { $0.contains("not kept · entry 1 of \(count) (e, E)") }, "\(rendered(app).joined(separator: "\n"))")
        app.handle(.character("e"))
        let second = reader.selectedCandidates[1]
        let lines = rendered(app)
        #expect(lines.contains { $0.contains("\(second.headword)  \(second.reading)  not kept · entry 2 of \(count) (e, E)") },
                "\(lines.joined(separator: "\n"))")
        app.handle(.character("E"))
        app.handle(.character("E"))
        #expect(rendered(app).contains { $0.contains("entry \(count) of \(count) (e, E)") })
    }

    @Test func a_word_of_one_entry_shows_no_place() throws {
        let app = TerminalApp(browser: try KanjiBrowser.inMemory(store: Self.store))
        app.handle(.character("6"))
        app.handle(.paste(PastedText(text: "図書館")))
        let lines = rendered(app)
        #expect(lines.contains { $0.contains("図書館  としょかん  not kept") }, "\(lines.joined(separator: "\n"))")
        #expect(!lines.contains { $0.contains("entry 1 of") })
    }
}

private struct PaneTestFailure: Error {}
