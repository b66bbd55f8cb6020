import TestSupport
import Coordination
import KanjiKit
import Testing
@testable import Browser

/// The tab bar owns one stack per tab: switching keeps every stack as it was and frees nothing; Back stays
/// within a tab; popping a tab to its root frees exactly its flows.
@Suite struct TabTests {

    @Test func the_tabs_keep_their_numbers_and_the_kanji_tab_is_shown_first() throws {
        let browser = try KanjiBrowser.inMemory(store: Dataset.fullStore())
        #expect(browser.application.tabs.map(\.number) == [1, 2, 3, 4, 5, 6])
        #expect(browser.application.tabs.map(\.title) == ["Kanji", "Words", "Radicals", "Study", "History", "Read"])
        #expect(browser.location == AppLink(tab: .kanji, routes: []))
        browser.handle(.selectTab(7))
        #expect(browser.location == AppLink(tab: .kanji, routes: []), "a tab that does not exist yet changes nothing")
    }

    @Test func switching_keeps_every_stack_with_its_cursor_and_search() throws {
        let browser = try KanjiBrowser.inMemory(store: Dataset.fullStore())
        let japan = try Dataset.entry("日本", reading: "にほん").rank
        browser.open(kanji: "日")
        browser.open(word: "日本", reading: "にほん"); browser.showWordKanji()
        browser.handle(.cursor(.down))
        let list = try #require(browser.topList)
        list.handle(.beginSearch)
        browser.handle(.prompt(.insert("hon")))
        let shown = list.kanji.map(\.character)
        browser.handle(.selectTab(AppTab.history.rawValue))
        #expect(browser.location == AppLink(tab: .history, routes: []))
        browser.handle(.selectTab(AppTab.radicals.rawValue))
        #expect(browser.location == AppLink(tab: .radicals, routes: []))
        browser.handle(.selectTab(AppTab.kanji.rawValue))
        #expect(browser.location == AppLink(tab: .kanji, routes: [.kanjiDetail("日"), .wordDetail(rank: japan), .kanjiOfWord(rank: japan)]))
        #expect(browser.topList === list)
        #expect(list.prompt?.text == "hon")
        #expect(list.kanji.map(\.character) == shown)
    }

    @Test func back_stays_within_the_tab_and_does_nothing_at_its_root() throws {
        let browser = try KanjiBrowser.inMemory(store: Dataset.fullStore())
        browser.open(kanji: "日")
        browser.handle(.selectTab(AppTab.radicals.rawValue))
        browser.handle(.back)
        #expect(browser.location == AppLink(tab: .radicals, routes: []))
        browser.handle(.selectTab(AppTab.kanji.rawValue))
        #expect(browser.location == AppLink(tab: .kanji, routes: [.kanjiDetail("日")]))
    }

    @Test func pop_to_root_frees_the_tabs_flows_and_nothing_of_the_other_tabs() throws {
        let counter = LiveCoordinatorCounter()
        try counter.counting {
            let browser = try KanjiBrowser.inMemory(store: Dataset.fullStore())
            browser.open(kanji: "日")
            let kanjiDetail = Weak(browser.stack.top.screen.coordinator)
            browser.openRadicalPicker()
            browser.topPicker?.toggle("木")
            browser.topPicker?.handle(.switchPane)
            browser.handle(.cursor(.select))
            #expect(browser.location == AppLink(tab: .radicals, routes: [.kanjiDetail("本")]), "a match opened on the Radicals stack")
            let radicalsDetail = Weak(browser.stack.top.screen.coordinator)
            browser.topDetail?.handle(.down)
            browser.handle(.cursor(.select))
            let word = try #require(browser.topWordDetail).entry.rank
            browser.showWordKanji()
            browser.topList?.handle(.filter)
            #expect(browser.location == AppLink(tab: .radicals, routes: [
                .kanjiDetail("本"), .wordDetail(rank: word), .kanjiOfWord(rank: word), .filter(.word(rank: word)),
            ]), "a filter flow is open in the Radicals tab")
            browser.handle(.popToRoot)
            #expect(browser.location == AppLink(tab: .radicals, routes: []))
            #expect(radicalsDetail.object == nil)
            #expect(kanjiDetail.object != nil, "the Kanji tab's detail stays")
            #expect(browser.topPicker?.selected == ["木"], "the picker keeps its choice")
            let owners = browser.application.tabs.compactMap(\.stack).flatMap(\.screens)
                .compactMap { $0.screen.coordinator.map(ObjectIdentifier.init) }
            #expect(counter.count == Set(owners).count + 1)
        }
    }

    @Test func a_deep_link_opens_in_the_kanji_tab_while_other_tabs_hold_stacks() throws {
        let browser = try KanjiBrowser.inMemory(store: Dataset.fullStore())
        browser.openRadicalPicker()
        browser.topPicker?.toggle("木")
        browser.application.follow(AppLink(tab: .kanji, routes: [.kanjiDetail("日")]))
        #expect(browser.location == AppLink(tab: .kanji, routes: [.kanjiDetail("日")]))
        #expect(browser.topDetail?.kanji.character == "日", "the link's kanji opened, not a page saying it is missing")
        browser.handle(.selectTab(AppTab.radicals.rawValue))
        #expect(browser.topPicker?.selected == ["木"])
    }

    @Test func the_inspector_shows_the_tab_bar_and_every_built_tabs_stack() throws {
        let browser = try KanjiBrowser.inMemory(store: Dataset.fullStore())
        browser.open(kanji: "日")
        browser.handle(.selectTab(AppTab.history.rawValue))
        let lines = browser.inspect().lines
        #expect(lines[1].drop { $0 == " " } == "ApplicationCoordinator")
        #expect(lines.contains("Stack \"1 Kanji\" (bottom to top):"))
        #expect(lines.contains("Stack \"5 History\" (bottom to top):"))
        #expect(!lines.contains { $0.contains("3 Radicals") }, "a tab never shown has no stack yet")
    }
}
