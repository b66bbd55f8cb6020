import TestSupport
import KanjiKit
import Testing
@testable import Browser

/// The word page is headed as the word was met (issue 46): opened from the reader on 直した, or from a search for 直す,
/// the entry JMdict heads 治す is "直す", its senses in the order that spelling means them ("to fix" before "to cure"),
/// as the reader's pane shows them; the route carries the spelling, so a link or a restored stack heads it so too.
@Suite struct WordSpellingTests {
    private let cure = try! Dataset.entry("治す")

    /// The senses the page lists, in its order.
    private func senses(_ page: WordDetailViewModel) -> [String] {
        page.lines.filter { $0.kind == .plain && $0.label?.hasSuffix(".") == true }.map(\.text)
    }

    @Test func the_route_heads_the_page_with_its_spelling_and_its_senses_first() throws {
        let browser = try KanjiBrowser.inMemory(store: Dataset.fullStore())
        browser.application.follow(AppLink(tab: .words, routes: [.wordDetail(rank: cure.rank, spelling: "直す")]))
        let page = try #require(browser.topWordDetail)
        #expect(page.title == "直す (word)")
        #expect(page.lines.first?.text.hasPrefix("直す") == true)
        let expected = cure.senses(writtenAs: "直す").map(\.sense.meaning)
        #expect(senses(page) == expected)
        #expect(expected != cure.senses.map(\.meaning), "直す orders the senses otherwise than JMdict: the test says something")
    }

    @Test func a_spelling_that_is_none_of_the_entrys_heads_nothing() throws {
        let browser = try KanjiBrowser.inMemory(store: Dataset.fullStore())
        browser.application.follow(AppLink(tab: .words, routes: [.wordDetail(rank: cure.rank, spelling: "なおす")]))
        let page = try #require(browser.topWordDetail)
        #expect(page.title == "\(cure.headword) (word)")
        #expect(senses(page) == cure.senses.map(\.meaning))
    }

    @Test func the_reader_opens_the_word_as_the_text_writes_it() throws {
        let (browser, reader) = try ReaderFixture.pasted("バグを直した。", store: Dataset.fullStore())
        while reader.selectedWord?.surface != "直した" {
            let before = reader.cursor
            reader.handle(.nextWord)
            try #require(reader.cursor != before, "no 直した in the text")
        }
        browser.handle(.cursor(.select))
        #expect(browser.location.routes.last == .wordDetail(rank: cure.rank, spelling: "直す"))
        #expect(browser.topWordDetail?.title == "直す (word)")
    }

    @Test func a_search_for_a_spelling_opens_the_word_so() throws {
        let browser = try KanjiBrowser.inMemory(store: Dataset.fullStore())
        browser.searchWords("直す")
        let first = try #require(browser.topWordSearch?.selectedWord)
        #expect(first.rank == cure.rank)
        browser.handle(.cursor(.select))
        #expect(browser.location.routes.last == .wordDetail(rank: cure.rank, spelling: "直す"))
        #expect(browser.topWordDetail?.title == "直す (word)")
    }

    @Test func a_word_met_as_its_headword_has_the_route_it_always_had() throws {
        let browser = try KanjiBrowser.inMemory(store: Dataset.fullStore())
        browser.searchWords("治す")
        browser.handle(.cursor(.select))
        #expect(browser.location.routes.last == .wordDetail(rank: cure.rank))
    }
}
