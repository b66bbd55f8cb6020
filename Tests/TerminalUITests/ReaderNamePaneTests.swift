import Browser
import FSRS
import KanjiKit
import TestResources
import TestSupport
import Testing
@testable import TerminalUI

/// Issue 32 §2: a name in the reader (JMnedict's 田中) shows as a name in the pane — its reading, kinds and gloss —
/// is drawn plain, and neither `a` nor Enter does anything to the study list or the stack but say why.
@Suite struct ReaderNamePaneTests {
    static let store = try! KanjiStore(directory: Checkout.resources)

    private func app(_ study: InMemoryStudyDeck) throws -> TerminalApp {
        let app = TerminalApp(browser: try KanjiBrowser.inMemory(store: Self.store, study: study))
        app.handle(.character("6"))
        app.handle(.paste(PastedText(text: "田中さんは東京に住んでいます。")))
        return app
    }

    private func lines(_ app: TerminalApp) -> [String] {
        GoldenGrid.lines(app.render(size: TerminalSize(rows: 24, columns: 80)))
    }

    @Test func the_pane_shows_a_name_with_its_reading_kinds_and_gloss() throws {
        let app = try app(InMemoryStudyDeck())
        let screen = lines(app)
        #expect(screen.contains { $0.contains("name · 田中 たなか · place, surname, female given name · Tanaka") },
                "\(screen.joined(separator: "\n"))")
        #expect(screen.contains { $0.contains("not counted as vocabulary, not kept for study") })
        #expect(!screen.contains { $0.contains("not kept") && $0.contains("田中  たなか") }, "no study state on a name")
    }

    @Test func a_on_a_name_keeps_nothing_and_says_why() throws {
        let study = InMemoryStudyDeck()
        let app = try app(study)
        app.handle(.character("a"))
        #expect(study.count() == 0, "a name is not kept")
        #expect(lines(app).contains { $0.contains("田中 is a name: names are not kept for study") }, "\(lines(app).joined(separator: "\n"))")
    }

    @Test func enter_on_a_name_opens_nothing_and_says_why() throws {
        let app = try app(InMemoryStudyDeck())
        let before = app.browser.breadcrumb
        app.handle(.enter)
        #expect(app.browser.breadcrumb == before)
        #expect(lines(app).contains { $0.contains("田中 is a name (JMnedict): it has no word page to open") })
    }

    @Test func w_goes_from_the_name_to_the_words_and_the_pane_is_the_word_again() throws {
        let app = try app(InMemoryStudyDeck())
        // さん, the title after 田中, is a word of its own (issue 45); 東京 comes after it.
        app.handle(.character("w"))
        #expect(lines(app).contains { $0.contains("さん  さん") }, "\(lines(app).joined(separator: "\n"))")
        app.handle(.character("w"))
        #expect(lines(app).contains { $0.contains("東京  とうきょう") && $0.contains("not kept") }, "\(lines(app).joined(separator: "\n"))")
    }

    @Test func n_and_the_unknown_word_list_pass_over_names() throws {
        let app = try app(InMemoryStudyDeck())
        app.handle(.character("n"))
        #expect(lines(app).contains { $0.contains("さん  さん") }, "from 田中, n goes to the first unknown word, the title さん")
        app.handle(.character("n"))
        #expect(lines(app).contains { $0.contains("東京  とうきょう") }, "then to 東京")
        app.handle(.character("v"))
        let list = lines(app)
        #expect(list.contains { $0.contains("3 of its 3 words you do not know yet") }, "\(list.joined(separator: "\n"))")
        #expect(!list.contains { $0.contains("田中") && !$0.contains("›") }, "no name in the list")
    }
}
