import TestSupport
import Coordination
import KanjiKit
import Testing
@testable import Browser

/// `kanji-tui 日` and `kanji-tui --word 日本`: the stack looks as if the person had navigated there.
@Suite struct DeepLinkTests {
    @Test func a_kanji_opens_its_detail_over_the_list_positioned_on_it() throws {
        let counter = LiveCoordinatorCounter()
        try counter.counting {
            let store = Dataset.fullStore()
            let browser = try KanjiBrowser.inMemory(store: store)
            browser.application.follow(AppLink(tab: .kanji, routes: [.kanjiDetail("語")]))
            #expect(browser.location == AppLink(tab: .kanji, routes: [.kanjiDetail("語")]))
            #expect(browser.stack.screens.map { String(describing: type(of: $0.screen)) } == ["KanjiListViewModel", "KanjiDetailViewModel"])
            #expect(browser.inspect().coordinators.map(\.name) == ["ApplicationCoordinator", "AllKanjiListCoordinator", "KanjiDetailCoordinator"])
            browser.handle(.back)
            #expect(browser.topList?.selectedKanji?.character == "語")
            #expect(counter.count == 2)
        }
    }

    @Test func a_word_opens_its_detail_over_the_word_search_in_the_words_tab() throws {
        let browser = try KanjiBrowser.inMemory(store: Dataset.fullStore())
        let school = try Dataset.entry("学校").rank
        browser.application.follow(AppLink(tab: .words, routes: [.wordDetail(rank: school)]))
        #expect(browser.application.selectedTab.number == AppTab.words.rawValue)
        #expect(browser.location == AppLink(tab: .words, routes: [.wordDetail(rank: school)]))
        #expect(browser.topWordDetail?.kanji.map(\.character) == ["学", "校"])
        browser.showWordKanji()
        #expect(browser.topList?.subtitle == "がっこう — school")
        browser.handle([.back, .back])
        #expect(browser.topWordSearch != nil)
        browser.handle(.selectTab(AppTab.kanji.rawValue))
        #expect(browser.location == AppLink(tab: .kanji, routes: []))
    }
}
