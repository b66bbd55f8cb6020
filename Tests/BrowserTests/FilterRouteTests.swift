import TestSupport
import KanjiKit
import Testing
@testable import Browser

/// The filter's route names the list it filters (issue 46), so it opens from anywhere — a link, a restored stack, a
/// test's starting point —, not only over a kanji list already on top.
@Suite struct FilterRouteTests {
    @Test func a_filter_whose_list_is_not_on_top_opens_the_list_first() throws {
        let browser = try KanjiBrowser.inMemory(store: Dataset.fullStore())
        let school = try Dataset.entry("学校").rank
        browser.application.follow(AppLink(tab: .words, routes: [.filter(.word(rank: school))]))
        #expect(browser.location == AppLink(tab: .words, routes: [.kanjiOfWord(rank: school), .filter(.word(rank: school))]))
        #expect(browser.stack.screens.map(\.kind) == [.wordSearch, .kanjiList, .filterForm])
        try #require(browser.topForm).handle(.toggle)
        browser.handle(.back)
        #expect(browser.topList?.filter.isEmpty == false, "the form filters the list it opened")
    }

    @Test func the_filter_of_every_kanji_is_over_the_kanji_tabs_own_list_there_and_over_a_list_of_its_own_elsewhere() throws {
        let browser = try KanjiBrowser.inMemory(store: Dataset.fullStore())
        browser.application.follow(AppLink(tab: .kanji, routes: [.filter(.all)]))
        #expect(browser.location == AppLink(tab: .kanji, routes: [.filter(.all)]))
        #expect(browser.stack.screens.map(\.kind) == [.kanjiList, .filterForm])
        browser.application.follow(AppLink(tab: .read, routes: [.filter(.all)]))
        #expect(browser.location == AppLink(tab: .read, routes: [.allKanji, .filter(.all)]))
        #expect(browser.stack.screens.map(\.kind) == [.readingList, .kanjiList, .filterForm])
    }

    @Test func a_list_names_itself_in_the_filter_it_asks_for() throws {
        let browser = try KanjiBrowser.inMemory(store: Dataset.fullStore())
        browser.application.follow(AppLink(tab: .kanji, routes: [.kanjiContaining(component: "言")]))
        browser.topList?.handle(.filter)
        #expect(browser.location == AppLink(tab: .kanji, routes: [.kanjiContaining(component: "言"), .filter(.component("言"))]))
    }
}
