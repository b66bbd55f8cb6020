import Testing
@testable import Browser

@Suite struct TextPageTests {
    @Test func markdown_becomes_plain_paragraphs() {
        let markdown = "# Title\n\nSome **bold** and `code`\ncontinued here.\n- item one\n  more of one\n"
        #expect(AboutPage.paragraphs(ofMarkdown: markdown) == [
            "# Title", "", "Some bold and code continued here.", "- item one more of one", "",
        ])
    }

    @Test func a_page_scrolls_within_its_display_lines() {
        let page = TextPageViewModel(title: "About", lines: (1...30).map(String.init), coordinator: nil)
        page.setLayout(displayLines: page.lines, visibleRows: 10)
        #expect(page.positionText == "1–10/30")
        page.handle(.pageDown)
        #expect(page.visibleLines.first == "11")
        page.handle(.end)
        #expect(page.positionText == "21–30/30")
        page.handle(.home)
        page.handle(.up)
        #expect(page.firstLine == 0)
    }

    @Test func the_about_page_is_a_screen_on_the_stack_that_back_leaves() throws {
        let browser = try KanjiBrowser.inMemory(store: Dataset.fullStore(), attribution: "# About\nEDRDG")
        browser.handle(.follow(.about))
        #expect(browser.location == AppLink(tab: .kanji, routes: [.about]))
        browser.handle(.follow(.about))
        #expect(browser.location == AppLink(tab: .kanji, routes: [.about]))
        browser.handle(.back)
        #expect(browser.location == AppLink(tab: .kanji, routes: []))
    }
}
