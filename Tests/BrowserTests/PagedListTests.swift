import FSRS
import KanjiKit
import TestSupport
import Testing
@testable import Browser

/// The History and Study tabs read what they show, not the whole list: counted as the rows the stores hand out, on
/// a 10,000-entry history and a 5,000-card deck. A "page" is the rows on screen; a list reads the page it shows and
/// one either side of it.
@Suite struct PagedListTests {
    /// The rows a 40-row terminal shows of a list.
    private static let page = 40

    /// What a renderer asks of the history to draw a frame: every visible row, and the selected one.
    private func draw(_ list: HistoryViewModel) {
        list.setVisibleRows(Self.page)
        for index in list.cursor.visibleRange { _ = list.row(at: index) }
        _ = list.selectedRow
    }

    private func draw(_ list: StudyListViewModel) {
        list.setVisibleRows(Self.page)
        for index in list.cursor.visibleRange { _ = list.row(at: index) }
        _ = list.selectedRow
    }

    /// 10,000 words, newest first: 語0 is the newest.
    private func longHistory() -> InMemoryLookupHistory {
        InMemoryLookupHistory(entries: (0..<10_000).map { number in
            HistoryEntry(item: .word(headword: "語\(number)", reading: "ご"), openedAt: 1_700_000_000 - Int64(number))
        })
    }

    /// The History tab's list, shown.
    private func historyList(of browser: KanjiBrowser) -> HistoryViewModel? {
        browser.handle(.selectTab(AppTab.history.rawValue))
        guard case .history(let list) = browser.stack.top else { return nil }
        return list
    }

    @Test func showing_the_history_tab_reads_two_pages_of_ten_thousand_and_a_page_down_at_most_one_window() throws {
        let history = longHistory()
        let browser = try KanjiBrowser.inMemory(store: Dataset.fullStore(), history: history)
        let list = try #require(historyList(of: browser))
        draw(list)
        #expect(list.count == 10_000)
        #expect(list.row(at: 0)?.label == "語0 ご")
        #expect(history.entriesRead <= 2 * Self.page, "the page shown and the one below it")

        var largestRead = 0
        let beforeScrolling = history.entriesRead
        for _ in 0..<20 {
            let before = history.entriesRead
            list.handle(.pageDown)
            draw(list)
            largestRead = max(largestRead, history.entriesRead - before)
        }
        #expect(list.selectedRow?.label == "語800 ご")
        #expect(largestRead <= 3 * Self.page, "a page down reads at most the window around the new page")
        #expect(history.entriesRead - beforeScrolling <= 20 * 2 * Self.page, "20 pages cost about 20 pages, not the list")

        let beforeEnd = history.entriesRead
        list.handle(.end)
        draw(list)
        #expect(list.selectedRow?.label == "語9999 ご")
        #expect(history.entriesRead - beforeEnd <= 2 * Self.page, "the end reads its page and the one above")
    }

    /// The cursor finds its item again by asking the history where it stands, not by reading the rows above it.
    @Test func the_cursor_keeps_its_item_deep_in_the_history_without_reading_the_rows_above_it() throws {
        let history = longHistory()
        let browser = try KanjiBrowser.inMemory(store: Dataset.fullStore(), history: history)
        let list = try #require(historyList(of: browser))
        draw(list)
        list.handle(.click(index: 30))
        for _ in 0..<125 { list.handle(.pageDown) }
        draw(list)
        let selected = try #require(list.selectedRow)
        browser.handle(.selectTab(AppTab.kanji.rawValue))
        #expect(list.count == 0, "hidden, the list holds no rows")
        let beforeShowing = history.entriesRead
        _ = historyList(of: browser)
        draw(list)
        #expect(list.selectedRow == selected)
        #expect(history.entriesRead - beforeShowing <= 3 * Self.page)
    }

    /// The first 5,000 kanji (fewer cards: a compatibility ideograph is the same item as the kanji it stands for),
    /// kept a second apart, all due now.
    private func bigStudy() throws -> StudyFixture {
        let fixture = try StudyFixture()
        for kanji in try Dataset.fullStore().allKanji().prefix(5_000) {
            try fixture.deck.add(.kanji(kanji.character), now: fixture.clock.now)
            fixture.clock.advance(bySeconds: 1)
        }
        return fixture
    }

    @Test func showing_the_study_tab_reads_two_pages_of_five_thousand_cards_and_counts_them_without_reading() throws {
        let fixture = try bigStudy()
        let list = try #require(fixture.studyList)
        draw(list)
        let kept = fixture.deck.count()
        #expect(kept > 4_900)
        #expect(list.statusText == "20 new · 0 learning · 0 review · \(kept) cards (+\(kept - 20) new over today's limit)  1/\(kept)")
        #expect(fixture.deck.cardsRead <= 2 * Self.page)
        let before = fixture.deck.cardsRead
        for _ in 0..<10 {
            list.handle(.pageDown)
            draw(list)
        }
        #expect(fixture.deck.cardsRead - before <= 10 * 2 * Self.page)
    }

    /// A review asks the deck for one card at a time: starting it and grading three reads four cards.
    @Test func a_review_of_five_thousand_due_cards_reads_one_card_per_card_shown() throws {
        let fixture = try bigStudy()
        // A day's new cards lifted to the whole deck: the cost of a review of 5,000 cards due, not of the limit.
        fixture.deck.newCardsPerDay = 10_000
        let list = try #require(fixture.studyList)
        draw(list)
        let before = fixture.deck.cardsRead
        list.handle(.review)
        for _ in 0..<3 {
            let card = try #require(fixture.topCard)
            card.handle(.reveal)
            card.handle(.grade(.good))
        }
        #expect(fixture.deck.cardsRead - before == 4)
        #expect(fixture.deck.log.count == 3)
        #expect(fixture.topCard?.position == "4 of \(fixture.deck.count())")
    }
}
