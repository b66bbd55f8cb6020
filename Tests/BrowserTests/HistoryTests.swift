import TestSupport
import KanjiKit
import Testing
@testable import Browser

/// Every kanji and word opened is recorded; the History tab lists them newest first and opens them again.
@Suite struct HistoryTests {
    /// A clock that ticks one second per reading, so entries have distinct times.
    private final class Clock {
        var seconds: Int64 = 1_700_000_000
        func tick() -> Int64 {
            seconds += 1
            return seconds
        }
    }

    private func browser() throws -> (KanjiBrowser, InMemoryLookupHistory) {
        let clock = Clock()
        let history = InMemoryLookupHistory(now: clock.tick)
        return (try KanjiBrowser.inMemory(store: Dataset.fullStore(), history: history), history)
    }

    @Test func opened_kanji_and_words_are_recorded_newest_first_and_reopening_moves_to_the_top() throws {
        let (browser, history) = try browser()
        browser.open(kanji: "日")
        browser.open(word: "日本", reading: "にほん"); browser.showWordKanji()
        browser.open(kanji: "本")
        browser.handle([.back, .back, .back, .back])
        browser.open(kanji: "日")
        #expect(history.entries(offset: 0, limit: .max).map(\.item) == [
            .kanji("日"), .kanji("本"), .word(headword: "日本", reading: "にほん"),
        ])
    }

    @Test func the_history_tab_lists_with_meanings_and_opens_on_its_own_stack() throws {
        let (browser, _) = try browser()
        browser.open(kanji: "日")
        browser.open(word: "日本", reading: "にほん"); browser.showWordKanji()
        browser.handle(.selectTab(AppTab.history.rawValue))
        guard case .history(let list) = browser.stack.top else { Issue.record("not the history"); return }
        #expect(list.rows.map(\.label) == ["日本 にほん", "日"])
        #expect(list.meaning(of: list.rows[1]).hasPrefix("day; sun"))
        browser.handle([.cursor(.down), .cursor(.select)])
        #expect(browser.location == AppLink(tab: .history, routes: [.kanjiDetail("日")]))
        browser.handle(.back)
        #expect(list.rows.map(\.label) == ["日", "日本 にほん"], "reopening moved 日 to the top")
        #expect(list.selectedRow?.label == "日", "the cursor stays on the item")
    }

    /// A hidden History tab keeps no rows (it reads the history again when shown) but comes back on the same item.
    @Test func a_hidden_history_tab_lets_its_rows_go_and_comes_back_on_the_same_item() throws {
        let (browser, _) = try browser()
        for character in ["日", "本", "人"] {
            browser.open(kanji: character)
            browser.handle(.back)
        }
        browser.handle(.selectTab(AppTab.history.rawValue))
        guard case .history(let list) = browser.stack.top else { Issue.record("not the history"); return }
        list.handle(.down)
        #expect(list.selectedRow?.label == "本")
        browser.handle(.selectTab(AppTab.kanji.rawValue))
        #expect(list.rows.isEmpty)
        browser.open(kanji: "月")
        browser.handle(.back)
        browser.handle(.selectTab(AppTab.history.rawValue))
        #expect(list.rows.map(\.label) == ["月", "人", "本", "日"])
        #expect(list.selectedRow?.label == "本", "the cursor is back on the item it was on")
    }

    @Test func d_forgets_one_and_D_forgets_all_only_after_yes() throws {
        let (browser, history) = try browser()
        browser.open(kanji: "日")
        browser.handle(.back)
        browser.open(kanji: "本")
        browser.handle(.selectTab(AppTab.history.rawValue))
        guard case .history(let list) = browser.stack.top else { Issue.record("not the history"); return }
        list.handle(.deleteEntry)
        #expect(history.entries(offset: 0, limit: .max).map(\.item) == [.kanji("日")])
        list.handle(.askToClear)
        #expect(list.isConfirmingClear)
        list.handle(.dismiss)
        #expect(history.entries(offset: 0, limit: .max).count == 1)
        list.handle(.askToClear)
        list.handle(.confirm)
        #expect(history.entries(offset: 0, limit: .max).isEmpty)
        #expect(list.rows.isEmpty)
    }

    @Test func a_history_that_cannot_record_says_why_and_the_browser_carries_on() throws {
        let history = InMemoryLookupHistory(problem: "/tmp/user.sqlite: file is not a database")
        let browser = try KanjiBrowser.inMemory(store: Dataset.fullStore(), history: history)
        browser.open(kanji: "日")
        #expect(browser.location == AppLink(tab: .kanji, routes: [.kanjiDetail("日")]))
        browser.handle(.selectTab(AppTab.history.rawValue))
        guard case .history(let list) = browser.stack.top else { Issue.record("not the history"); return }
        #expect(list.statusText == "/tmp/user.sqlite: file is not a database")
    }
}
