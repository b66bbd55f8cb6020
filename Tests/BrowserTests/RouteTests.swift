import TestSupport
import KanjiKit
import Testing
@testable import Browser

/// Routes are values: a deep link is a list of them, followed as the person would go, and what a screen's opening
/// writes (the history's row) happens after the frame, its failure said rather than lost.
@Suite struct RouteTests {
    @Test func a_link_of_several_routes_is_followed_in_order_and_back_retraces_it() throws {
        let store = Dataset.fullStore()
        let browser = try KanjiBrowser.inMemory(store: store)
        browser.application.follow(AppLink(tab: .kanji, routes: [.kanjiDetail("日"), .strokeOrder("日")]))
        #expect(browser.location == AppLink(tab: .kanji, routes: [.kanjiDetail("日"), .strokeOrder("日")]))
        #expect(browser.stack.screens.map(\.kind) == [.kanjiList, .kanjiDetail, .strokeOrder],
                "each route opened its screen, none a page saying it is missing")
        #expect(browser.inspect().coordinators.map(\.name)
                == ["ApplicationCoordinator", "AllKanjiListCoordinator", "KanjiDetailCoordinator", "Leaf strokeOrder"])
        browser.handle([.back, .back])
        #expect(browser.location == AppLink(tab: .kanji, routes: []))
        #expect(browser.topList?.selectedKanji?.character == "日", "the list's cursor is on the linked kanji")
    }

    @Test func a_link_to_a_word_opens_on_the_words_tab() throws {
        let browser = try KanjiBrowser.inMemory(store: Dataset.fullStore())
        let school = try Dataset.entry("学校").rank
        browser.application.follow(AppLink(tab: .words, routes: [.wordDetail(rank: school)]))
        #expect(browser.application.shownTab == .words)
        #expect(browser.location == AppLink(tab: .words, routes: [.wordDetail(rank: school)]))
        #expect(browser.topWordDetail?.entry.headword == "学校", "the link's word opened, not a page saying it is missing")
    }

    @Test func the_history_row_is_written_after_the_frame_not_while_the_key_is_handled() throws {
        let history = InMemoryLookupHistory()
        let browser = try KanjiBrowser.inMemory(store: Dataset.fullStore(), history: history)
        browser.effectsWaitForFrame = true
        browser.open(kanji: "日")
        #expect(browser.topDetail?.kanji.character == "日")
        #expect(history.count() == 0, "nothing is written before the frame is drawn")
        #expect(browser.performEffects().isEmpty)
        #expect(history.entries(offset: 0, limit: 10).map(\.item) == [.kanji("日")])
        #expect(browser.performEffects().isEmpty, "each effect runs once")
        #expect(history.count() == 1)
    }

    @Test func a_failed_history_write_is_reported_once_and_the_history_says_why_from_then_on() throws {
        let history = InMemoryLookupHistory()
        history.nextWriteFailure = "database or disk is full"
        let browser = try KanjiBrowser.inMemory(store: Dataset.fullStore(), history: history)
        browser.open(kanji: "日")
        #expect(browser.unreportedFailures == ["日 not recorded in the history: database or disk is full"])
        #expect(history.problem == "database or disk is full (not recording)")
        browser.handle(.back)
        browser.open(kanji: "本")
        #expect(browser.unreportedFailures.count == 1, "a history that already cannot record said why once")
        #expect(history.count() == 0)
    }

    @Test func every_tab_is_built_the_same_way_and_its_root_hears_when_it_is_shown() throws {
        let history = InMemoryLookupHistory()
        let browser = try KanjiBrowser.inMemory(store: Dataset.fullStore(), history: history)
        for tab in AppTab.allCases {
            browser.handle(.selectTab(tab.rawValue))
            #expect(browser.application.shownTab == tab)
            #expect(browser.location == AppLink(tab: tab, routes: []))
            #expect(browser.breadcrumb == [tab.title], "the root screen is titled as its tab")
            #expect(browser.application.navigator(of: tab)?.stack === browser.stack)
        }
        browser.handle(.selectTab(AppTab.kanji.rawValue))
        browser.open(kanji: "日")
        browser.handle(.selectTab(AppTab.history.rawValue))
        guard case .history(let list) = browser.stack.top else { Issue.record("not the history"); return }
        #expect(list.rows.map(\.label) == ["日"], "shown again, the History tab read the history again")
    }

    @Test func a_page_the_detail_names_as_a_route_is_followed_by_its_coordinator() throws {
        let browser = try KanjiBrowser.inMemory(store: Dataset.fullStore())
        browser.open(kanji: "日")
        let detail = try #require(browser.topDetail)
        detail.open(.strokeOrder(detail.kanji.character))
        #expect(browser.location == AppLink(tab: .kanji, routes: [.kanjiDetail("日"), .strokeOrder("日")]))
        #expect(browser.stack.top.kind == .strokeOrder, "the route opened its screen, not a page saying it is missing")
        #expect(browser.inspect().coordinators.map(\.name).suffix(2) == ["KanjiDetailCoordinator", "Leaf strokeOrder"],
                "the detail's coordinator is the page's parent")
    }
}
