import FSRS
import KanjiKit
import TestSupport
import Testing
@testable import Browser

/// `K` on a kanji list keeps every kanji it shows — filtered, searched — in one step and in its order, after a
/// question that says how many; the confirmation says how many were new.
@Suite struct KeepAllTests {
    @Test func k_then_y_keeps_the_filtered_list_in_its_order_and_says_how_many() throws {
        let fixture = try StudyFixture()
        try fixture.keep(.kanji("日"))
        fixture.browser.handle(.selectTab(AppTab.kanji.rawValue))
        let list = try #require(fixture.browser.topList)
        list.setFilter(KanjiFilter(jlptLevels: [5]))
        let shown = list.kanji.map(\.character)
        #expect(shown.count == 79, "the N5 kanji")
        list.handle(.askToKeepAll)
        #expect(list.notice == "Keep the 79 kanji shown for study? y keeps them, any other key does not")
        #expect(fixture.deck.count() == 1, "asking keeps nothing")
        list.handle(.confirmKeepAll)
        #expect(list.notice == "78 kept for study (1 already were)")
        #expect(fixture.deck.count() == 79)
        let kept = fixture.deck.cards(offset: 0, limit: 100).sorted { $0.schedule.id < $1.schedule.id }.map(\.item)
        #expect(kept.dropFirst() == ArraySlice(shown.filter { $0 != "日" }.map { LookupItem.kanji($0) }), "in the list's order")
    }

    @Test func any_other_answer_keeps_nothing() throws {
        let fixture = try StudyFixture()
        let list = try #require(fixture.browser.topList)
        list.setFilter(KanjiFilter(jlptLevels: [5]))
        list.handle(.askToKeepAll)
        list.handle(.down)
        #expect(!list.isAskingToKeepAll && fixture.deck.count() == 0)
        #expect(list.selectedKanji == list.kanji.first, "the answer does not move the cursor")
        list.handle(.askToKeepAll)
        list.handle(.cycleSort)
        list.handle(.confirmKeepAll)
        #expect(fixture.deck.count() == 0, "y after another key answers nothing")
    }
}
