import FSRS
import KanjiKit
import TestSupport
import Testing
@testable import Browser

/// `u` right after a change to the deck, on the screen where it was made (issue 34): a keep comes off again, a card
/// taken off comes back with its whole history (the same card, every log line), a Study-tab setting goes back; one
/// level, ended by another change or by leaving the screen; `u` with nothing to undo says so.
@MainActor
@Suite struct DeckUndoTests {
    static let nihon = LookupItem.word(headword: "日本", reading: "にほん")
    private static let nothing = "Nothing to undo here: u takes back the last keep, removal or setting made on this screen"

    /// A browser with the words and a deck holding `reviewed` graded `grades` times.
    func fixture(reviewed: LookupItem, grades: Int) throws -> StudyFixture {
        let fixture = try StudyFixture(words: .success(Dataset.words))
        try fixture.keep(reviewed)
        let scheduler = Scheduler(enableFuzzing: false)
        for _ in 0..<grades {
            var card = try #require(fixture.deck.card(for: reviewed))
            fixture.clock.advance(bySeconds: 86_400)
            let (schedule, log) = scheduler.review(card.schedule, rating: .good, at: fixture.clock.now)
            card.schedule = schedule
            _ = try fixture.deck.save(card, log: log)
        }
        return fixture
    }

    /// The card of `item` and its log lines by identity: what must come back whole.
    func history(of item: LookupItem, in deck: InMemoryStudyDeck) -> (card: StudyCard?, log: [Int64: ReviewLog]) {
        let card = deck.card(for: item)
        return (card, deck.log.filter { $0.value.cardID == card?.schedule.id })
    }

    /// What every screen with `a` must do, given how to press its `a` (and `y`), `u`, and read its notice: `u` after
    /// a removal puts the card back whole, `u` after a keep takes it off, `u` again has nothing to undo.
    func expectUndoes(_ fixture: StudyFixture, item: LookupItem, reviews: Int, keep: () -> Void, confirm: () -> Void,
                              undo: () -> Void, notice: () -> String?) {
        let deck = fixture.deck
        let before = history(of: item, in: deck)
        #expect(before.log.count == reviews)
        keep()
        if reviews > 0 { confirm() }
        #expect(!deck.contains(item), "a (and y) took it off")
        undo()
        #expect(notice() == "Put \(item.label) back on the study list" + (reviews == 0 ? "" : " with its \(reviews) review\(reviews == 1 ? "" : "s")"))
        let after = history(of: item, in: deck)
        #expect(after.card == before.card, "the same card: id, FSRS state, due, sentence, rank")
        #expect(after.log == before.log, "every log line, with its identity")
        undo()
        #expect(notice() == Self.nothing, "one level")
        #expect(deck.contains(item))
        keep()
        if reviews > 0 { confirm() }
        keep()
        #expect(deck.contains(item) && deck.reviewCount(of: item) == 0, "a again keeps it as a new card")
        undo()
        #expect(notice() == "Took \(item.label) off the study list again")
        #expect(!deck.contains(item))
        undo()
        #expect(notice() == Self.nothing)
    }

    @Test func u_on_the_kanji_detail_puts_back_a_card_taken_off_with_its_reviews() throws {
        let fixture = try fixture(reviewed: .kanji("日"), grades: 12)
        fixture.browser.open(kanji: "日")
        let detail = try #require(fixture.browser.topDetail)
        expectUndoes(fixture, item: .kanji("日"), reviews: 12, keep: { detail.handle(.toggleKept) }, confirm: { detail.handle(.confirmRemoval) },
                     undo: { detail.handle(.undo) }, notice: { detail.notice })
    }

    @Test func u_on_the_kanji_list_puts_back_a_card_taken_off_with_its_reviews() throws {
        let fixture = try fixture(reviewed: .kanji("日"), grades: 3)
        let list = try #require(fixture.browser.topList)
        list.moveCursor(to: "日")
        expectUndoes(fixture, item: .kanji("日"), reviews: 3, keep: { list.handle(.toggleKept) }, confirm: { list.handle(.confirmRemoval) },
                     undo: { list.handle(.undo) }, notice: { list.notice })
    }

    @Test func u_on_the_word_search_puts_back_a_card_taken_off_with_its_reviews() throws {
        let fixture = try fixture(reviewed: Self.nihon, grades: 2)
        fixture.browser.searchWords("nihon")
        try #require(fixture.browser.topWordSearch).edit(.accept)
        fixture.browser.handle(.back)
        let results = try #require(fixture.browser.topWordSearch)
        results.handle(.home)
        expectUndoes(fixture, item: Self.nihon, reviews: 2, keep: { results.handle(.toggleKept) }, confirm: { results.handle(.confirmRemoval) },
                     undo: { results.handle(.undo) }, notice: { results.notice })
    }

    @Test func u_on_the_history_puts_back_a_card_taken_off_with_its_reviews() throws {
        let fixture = try fixture(reviewed: .kanji("日"), grades: 1)
        fixture.browser.open(kanji: "日")
        fixture.browser.handle(.selectTab(AppTab.history.rawValue))
        guard case .history(let history) = fixture.browser.stack.top else { Issue.record("not the history"); return }
        history.handle(.home)
        expectUndoes(fixture, item: .kanji("日"), reviews: 1, keep: { history.handle(.toggleKept) }, confirm: { history.handle(.confirmRemoval) },
                     undo: { history.handle(.undo) }, notice: { history.notice })
    }

    @Test func u_on_the_study_list_puts_back_a_card_taken_off_with_its_reviews_and_shows_it() throws {
        let fixture = try fixture(reviewed: .kanji("日"), grades: 12)
        let before = history(of: .kanji("日"), in: fixture.deck)
        let list = try #require(fixture.studyList)
        list.handle(.toggleKept)
        list.handle(.confirmRemoval)
        #expect(list.count == 0 && list.headline == "日 removed from study")
        list.handle(.undo)
        #expect(list.headline == "Put 日 back on the study list with its 12 reviews")
        #expect(list.count == 1 && list.row(at: 0)?.item == .kanji("日"), "the list shows it again at once")
        let after = history(of: .kanji("日"), in: fixture.deck)
        #expect(after.card == before.card && after.log == before.log)
        list.handle(.undo)
        #expect(list.headline == Self.nothing)
    }

    @Test func u_on_the_study_list_puts_each_setting_back() throws {
        let fixture = try StudyFixture()
        let deck = fixture.deck
        let list = try #require(fixture.studyList)
        list.handle(.changeNewCardsPerDay(5))
        #expect(deck.newCardsPerDay == 25)
        list.handle(.undo)
        #expect(deck.newCardsPerDay == 20 && list.notice == "New cards per day back to 20")
        list.handle(.changeReviewsPerDay(-50))
        #expect(deck.reviewsPerDay == 200)
        list.handle(.undo)
        #expect(deck.reviewsPerDay == nil && list.notice == "Reviews per day back to no limit")
        list.handle(.switchNewCardOrder)
        #expect(deck.newOrder == .frequency)
        list.handle(.undo)
        #expect(deck.newOrder == .kept && list.notice == "New cards back in the order kept")
        #expect(list.settingsLine == "Each day: 20 new cards, every review due · new cards in the order kept", "the settings line follows")
        list.handle(.changeNewCardsPerDay(5))
        list.handle(.changeNewCardsPerDay(5))
        list.handle(.undo)
        #expect(deck.newCardsPerDay == 25, "one level: the last change only")
        list.handle(.undo)
        #expect(deck.newCardsPerDay == 25 && list.notice == Self.nothing)
    }

    @Test func another_change_ends_the_window_of_the_one_before() throws {
        let fixture = try StudyFixture(words: .success(Dataset.words))
        fixture.browser.open(kanji: "日")
        let detail = try #require(fixture.browser.topDetail)
        let row = try #require(detail.rows.firstIndex { if case .word = $0 { true } else { false } })
        for _ in 0..<row { detail.handle(.down) }
        let word = try #require(detail.selectedWord).item
        detail.handle(.toggleKept)
        detail.handle(.toggleKeptWord)
        detail.handle(.undo)
        #expect(!fixture.deck.contains(word) && fixture.deck.contains(.kanji("日")), "u takes back the last change only")
        detail.handle(.undo)
        #expect(detail.notice == Self.nothing && fixture.deck.contains(.kanji("日")))
    }

    @Test func leaving_the_screen_ends_the_window() throws {
        let fixture = try fixture(reviewed: .kanji("日"), grades: 2)
        fixture.browser.open(kanji: "本")
        let detail = try #require(fixture.browser.topDetail)
        detail.handle(.toggleKept)
        detail.handle(.strokeOrder)
        fixture.browser.handle(.back)
        detail.handle(.undo)
        #expect(detail.notice == Self.nothing && fixture.deck.contains(.kanji("本")), "a screen opened over it and closed")
        detail.handle(.toggleKept)
        #expect(!fixture.deck.contains(.kanji("本")))
        fixture.browser.handle(.selectTab(AppTab.history.rawValue))
        fixture.browser.handle(.selectTab(AppTab.kanji.rawValue))
        detail.handle(.undo)
        #expect(detail.notice == Self.nothing && !fixture.deck.contains(.kanji("本")), "another tab shown and back")
    }

    @Test func a_failed_undo_says_why_and_may_be_tried_again() throws {
        let fixture = try fixture(reviewed: .kanji("日"), grades: 4)
        fixture.browser.open(kanji: "日")
        let detail = try #require(fixture.browser.topDetail)
        detail.handle(.toggleKept)
        detail.handle(.confirmRemoval)
        fixture.deck.failingWrites = "cannot write user.sqlite: read-only file"
        detail.handle(.undo)
        #expect(detail.notice == "Not undone: cannot write user.sqlite: read-only file" && !fixture.deck.contains(.kanji("日")))
        fixture.deck.failingWrites = nil
        detail.handle(.undo)
        #expect(detail.notice == "Put 日 back on the study list with its 4 reviews" && fixture.deck.reviewCount(of: .kanji("日")) == 4)
    }

    @Test func u_after_keep_all_takes_off_only_those_it_kept() throws {
        let fixture = try StudyFixture()
        try fixture.keep(.kanji("日"))
        let list = try #require(fixture.browser.topList)
        list.setFilter(KanjiFilter(jlptLevels: [5]))
        list.handle(.askToKeepAll)
        list.handle(.confirmKeepAll)
        #expect(fixture.deck.count() == 79)
        list.handle(.undo)
        #expect(list.notice == "Took 78 items off the study list again")
        #expect(fixture.deck.count() == 1 && fixture.deck.contains(.kanji("日")), "the kanji kept before stays")
    }

    @Test func a_card_kept_again_elsewhere_is_not_put_back_over() throws {
        let fixture = try fixture(reviewed: .kanji("日"), grades: 2)
        fixture.browser.open(kanji: "日")
        let detail = try #require(fixture.browser.topDetail)
        detail.handle(.toggleKept)
        detail.handle(.confirmRemoval)
        try fixture.deck.add(.kanji("日"), now: fixture.clock.now)
        detail.handle(.undo)
        #expect(detail.notice == "Not undone: 日 is on the study list again; the card taken off was not put back")
        #expect(fixture.deck.reviewCount(of: .kanji("日")) == 0, "the card kept since stays as it is")
    }
}

extension DeckUndoTests {
    @Test func u_on_the_word_detail_puts_back_a_card_taken_off_with_its_reviews() throws {
        let fixture = try fixture(reviewed: Self.nihon, grades: 5)
        fixture.browser.open(kanji: "日")
        fixture.browser.open(word: "日本", reading: "にほん")
        let detail = try #require(fixture.browser.topWordDetail)
        expectUndoes(fixture, item: Self.nihon, reviews: 5, keep: { detail.handle(.toggleKept) }, confirm: { detail.handle(.confirmRemoval) },
                     undo: { detail.handle(.undo) }, notice: { detail.notice })
    }
}

/// `u` right after `!` or `-` on a Study row: the card is put back exactly as it was — its suspended flag, its
/// burial time to the second, its leech tag — and the notice line says what was taken back.
extension DeckUndoTests {
    @Test func u_on_the_study_list_takes_back_a_suspension_and_an_unsuspension() throws {
        let fixture = try StudyFixture()
        try fixture.keep(.kanji("日"), .kanji("本"))
        let list = try #require(fixture.studyList)
        let before = try #require(fixture.deck.card(for: .kanji("日")))
        list.handle(.toggleSuspended)
        #expect(fixture.deck.card(for: .kanji("日"))?.isSuspended == true)
        list.handle(.undo)
        #expect(list.notice == "Took back suspending 日")
        #expect(fixture.deck.card(for: .kanji("日")) == before, "the card as it was")
        #expect(list.rows.map(\.state) == ["new", "new"] && list.counts?.dueNow == 2, "the list shows it due again at once")
        list.handle(.undo)
        #expect(list.notice == Self.nothing, "one level")
        list.handle(.toggleSuspended)
        let suspended = try #require(fixture.deck.card(for: .kanji("日")))
        list.handle(.toggleSuspended)
        #expect(list.notice == "日 unsuspended")
        list.handle(.undo)
        #expect(list.notice == "Took back unsuspending 日")
        #expect(fixture.deck.card(for: .kanji("日")) == suspended && list.rows.first?.state == "suspended")
    }

    @Test func u_on_the_study_list_suspends_a_leech_again_with_its_tag() throws {
        let fixture = try StudyFixture()
        fixture.deck.leechThreshold = 1
        try fixture.keep(.kanji("日"))
        let scheduler = Scheduler(enableFuzzing: false)
        var card = try #require(fixture.deck.card(for: .kanji("日")))
        for (rating, time) in [(Rating.easy, fixture.clock.now), (.again, fixture.clock.now.advanced(byDays: 30))] {
            let (schedule, log) = scheduler.review(card.schedule, rating: rating, at: time)
            card.schedule = schedule
            _ = try fixture.deck.save(card, log: log)
        }
        let leech = try #require(fixture.deck.card(for: .kanji("日")))
        #expect(leech.isLeech && leech.isSuspended)
        let list = try #require(fixture.studyList)
        list.handle(.toggleSuspended)
        list.handle(.undo)
        #expect(fixture.deck.card(for: .kanji("日")) == leech && list.rows.map(\.isLeech) == [true])
    }

    @Test func u_on_the_study_list_takes_back_a_burial_to_the_second() throws {
        let fixture = try StudyFixture()
        try fixture.keep(.kanji("日"))
        // A burial that ended yesterday: the row is not buried, so `-` buries it anew; `u` puts the old time back.
        let yesterday = fixture.clock.now.advanced(bySeconds: -86_400 + 7)
        let stale = try fixture.deck.bury(try #require(fixture.deck.card(for: .kanji("日"))), until: yesterday)
        let list = try #require(fixture.studyList)
        #expect(list.rows.first?.state == "new")
        list.handle(.toggleBuried)
        #expect(fixture.deck.card(for: .kanji("日"))?.buriedUntil != yesterday)
        list.handle(.undo)
        #expect(list.notice == "Took back burying 日")
        #expect(fixture.deck.card(for: .kanji("日")) == stale && fixture.deck.card(for: .kanji("日"))?.buriedUntil == yesterday)
        #expect(list.rows.first?.state == "new" && list.counts?.dueNow == 1)
        list.handle(.toggleBuried)
        let buried = try #require(fixture.deck.card(for: .kanji("日")))
        #expect(list.rows.first?.state == "buried")
        list.handle(.toggleBuried)
        #expect(list.notice == "日 unburied" && fixture.deck.card(for: .kanji("日"))?.buriedUntil == nil)
        list.handle(.undo)
        #expect(list.notice == "Took back unburying 日")
        #expect(fixture.deck.card(for: .kanji("日")) == buried && list.rows.first?.state == "buried")
        list.handle(.undo)
        #expect(list.notice == Self.nothing)
    }

    @Test func a_suspension_that_cannot_be_taken_back_says_why_and_may_be_tried_again() throws {
        let fixture = try StudyFixture()
        try fixture.keep(.kanji("日"))
        let list = try #require(fixture.studyList)
        list.handle(.toggleSuspended)
        fixture.deck.failingWrites = "cannot write user.sqlite: read-only file"
        list.handle(.undo)
        #expect(list.notice == "Not undone: cannot write user.sqlite: read-only file")
        #expect(fixture.deck.card(for: .kanji("日"))?.isSuspended == true)
        fixture.deck.failingWrites = nil
        list.handle(.undo)
        #expect(list.notice == "Took back suspending 日" && fixture.deck.card(for: .kanji("日"))?.isSuspended == false)
    }
}
