import Browser
import KanjiKit
import TestResources
import TestSupport
import Testing
@testable import TerminalUI

/// Where a paste goes through the binding chain: on the Read tab's list it is a new text, opened in the reader; in an
/// open prompt it is typed on one line; anywhere else it is said to belong to the Read tab — and nowhere is it keys.
@Suite struct PasteRoutingTests {
    static let store = try! KanjiStore(directory: Checkout.resources)
    static let text = "彼は本を見ていた。\n6q気を付けてください。"

    private func app(library: InMemoryReadingLibrary = InMemoryReadingLibrary()) throws -> (TerminalApp, KanjiBrowser) {
        let browser = try KanjiBrowser.inMemory(store: Self.store, library: library)
        return (TerminalApp(browser: browser), browser)
    }

    @Test func a_paste_on_the_read_tabs_list_is_kept_and_opened_in_the_reader() throws {
        let library = InMemoryReadingLibrary()
        let (app, browser) = try app(library: library)
        app.handle(.character("6"))
        #expect(browser.location == AppLink(tab: .read, routes: []))
        app.handle(.paste(PastedText(text: Self.text)))
        guard case .reader(let reader) = browser.stack.top else { Issue.record("no reader: \(browser.breadcrumb)"); return }
        #expect(reader.title == "彼は本を見ていた。")
        #expect(library.count() == 1)
        #expect(browser.isRunning, "the q in the paste is text")
        #expect(app.notice == nil)
    }

    @Test func a_paste_cut_at_the_limit_says_so() throws {
        let library = InMemoryReadingLibrary()
        let (app, browser) = try app(library: library)
        app.handle(.character("6"))
        app.handle(.paste(PastedText(text: Self.text, wasCut: true)))
        let text = try #require(library.entries(offset: 0, limit: 1).first)
        #expect(browser.location == AppLink(tab: .read, routes: [.reader(text)]))
        #expect(app.notice?.contains("cut at 16 MB") == true)
    }

    @Test func a_blank_paste_on_the_list_makes_no_text() throws {
        let library = InMemoryReadingLibrary()
        let (app, browser) = try app(library: library)
        app.handle(.character("6"))
        app.handle(.paste(PastedText(text: " \n\t")))
        #expect(browser.location == AppLink(tab: .read, routes: []))
        #expect(library.count() == 0)
    }

    @Test func a_paste_into_an_open_prompt_is_typed_on_one_line() throws {
        let (app, browser) = try app()
        app.handle(.character("2"))
        app.handle(.paste(PastedText(text: "見る\n6")))
        #expect(browser.topWordSearch?.prompt?.text == "見る 6")
        #expect(browser.location == AppLink(tab: .words, routes: []), "the 6 in the paste switched no tab")
    }

    @Test func a_long_paste_into_a_prompt_keeps_its_first_characters() throws {
        let (app, browser) = try app()
        app.handle(.character("2"))
        app.handle(.paste(PastedText(text: String(repeating: "猫", count: 1000))))
        #expect(browser.topWordSearch?.prompt?.text.count == PromptBindings.pasteLength)
    }

    @Test func a_paste_elsewhere_does_nothing_but_say_where_pastes_go() throws {
        let (app, browser) = try app()
        app.handle(.paste(PastedText(text: "6q")))
        #expect(browser.location == AppLink(tab: .kanji, routes: []))
        #expect(browser.isRunning)
        #expect(app.notice == "paste into the Read tab (6) to read a text")
    }
}
