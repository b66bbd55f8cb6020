import TestSupport
import Coordination
import FSRS
import Testing
@testable import Browser

/// `s` on the Study list: the statistics page, read once from the deck's statistics at the services' clock, never
/// from its cards; Back frees its coordinator.
@MainActor @Suite struct StudyStatsTests {
    /// The statistics page on top, opened as `s` opens it.
    private func openStatistics(_ fixture: StudyFixture, from list: StudyListViewModel? = nil) throws -> StudyStatsViewModel {
        // The list on top, as `s` is pressed there.
        _ = try #require(list ?? fixture.studyList)
        fixture.browser.handle(.follow(.studyStatistics))
        guard case .studyStats(let stats) = fixture.browser.stack.top else {
            Issue.record("not the statistics: \(fixture.browser.breadcrumb)")
            throw CancellationError()
        }
        return stats
    }

    @Test func the_page_shows_the_decks_statistics_at_the_clocks_time_and_reads_no_card() throws {
        let now = Timestamp(secondsSince1970: 1_800_000_000)
        let deck = try ReviewedDeck.make(cardCount: 12, days: 60, now: now)
        let fixture = try StudyFixture(deck: deck)
        fixture.clock.now = now
        let list = try #require(fixture.studyList)
        _ = list.row(at: 0) // drawn, as a frame would: the list holds its rows when it is covered
        let cardsRead = deck.cardsRead
        let stats = try openStatistics(fixture, from: list)
        #expect(fixture.browser.location == AppLink(tab: .study, routes: [.studyStatistics]))
        #expect(stats.statistics == deck.statistics(at: now))
        #expect(stats.statistics.cardCounts.total == 12)
        #expect(stats.statistics.today == DeckStatistics.day(of: now))
        #expect(deck.cardsRead == cardsRead, "the statistics are the deck's aggregates, not its cards read one by one")
        #expect(stats.problem == nil)
    }

    @Test func the_page_scrolls_and_back_returns_to_the_list_freeing_its_coordinator() throws {
        let counter = LiveCoordinatorCounter()
        try counter.counting {
            let fixture = try StudyFixture()
            try fixture.keep(.kanji("日"))
            var stats: StudyStatsViewModel? = try openStatistics(fixture)
            let screen = Weak(stats)
            let coordinator = Weak(stats?.coordinator)
            stats?.setLayout(lineCount: 60, visibleRows: 20)
            stats?.handle(.pageDown)
            #expect(stats?.firstLine == 20 && stats?.positionText == "21–40/60")
            stats?.handle(.end)
            #expect(stats?.positionText == "41–60/60")
            stats = nil
            fixture.browser.handle(.back)
            #expect(fixture.browser.location == AppLink(tab: .study, routes: []))
            #expect(screen.object == nil && coordinator.object == nil)
        }
    }

    @Test func a_deck_with_a_problem_says_it_above_empty_statistics() throws {
        let fixture = try StudyFixture(deck: InMemoryStudyDeck(problem: "cannot read user.sqlite"))
        let stats = try openStatistics(fixture)
        #expect(stats.problem == "cannot read user.sqlite")
        #expect(stats.statistics.cardCounts.total == 0)
    }
}
