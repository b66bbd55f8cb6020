import FSRS
import KanjiKit
import Browser
import TestSupport
import Testing
@testable import TerminalUI

/// The study statistics: the charts as golden grids (the whole page at two widths), the screen `s` opens on the
/// Study list, and charts that read without colour.
@Suite struct StudyStatsScreenTests {
    /// Noon UTC: reviews fall on both sides of today's midnight.
    private static let now = Timestamp(secondsSince1970: 1_800_000_000 / 86_400 * 86_400 + 43_200)

    /// The reviewed deck with its first card suspended and its second buried until tomorrow: the forecast leaves
    /// the one out and moves the other, the card counts show both apart.
    private static func statistics() throws -> DeckStatistics {
        let deck = try ReviewedDeck.make(now: now)
        let cards = deck.cards(offset: 0, limit: 2)
        try deck.setSuspended(true, cards[0])
        try deck.bury(cards[1], until: now.advanced(byDays: 1))
        return deck.statistics(at: now)
    }

    @Test func the_charts_at_77_and_37_columns() throws {
        let statistics = try Self.statistics()
        GoldenGrid.expect(Frame(grid: StudyStatisticsPage.draw(statistics, width: 77)), golden: "the_study_statistics_page_at_77_columns")
        GoldenGrid.expect(Frame(grid: StudyStatisticsPage.draw(statistics, width: 37)), golden: "the_study_statistics_page_at_37_columns")
    }

    @Test func s_on_the_study_list_opens_the_statistics_and_they_scroll() throws {
        let deck = try ReviewedDeck.make(now: Self.now)
        let browser = try KanjiBrowser.inMemory(store: KanjiStore(directory: GoldenGrid.resources), study: deck,
                                                scheduler: Scheduler(enableFuzzing: false), now: { Self.now })
        let app = TerminalApp(browser: browser)
        for key in [Key.character("4"), .character("s")] { app.handle(key) }
        #expect(browser.location == AppLink(tab: .study, routes: [.studyStatistics]))
        let size = TerminalSize(rows: 24, columns: 80)
        GoldenGrid.expect(app.render(size: size), golden: "the_study_statistics_at_80_by_24")
        app.handle(.pageDown)
        GoldenGrid.expect(app.render(size: size), golden: "the_study_statistics_at_80_by_24_a_page_down")
        app.handle(.backspace)
        #expect(browser.location == AppLink(tab: .study, routes: []))
    }

    @Test func the_card_counts_name_the_leeches_after_the_total() throws {
        var statistics = try Self.statistics()
        /// The card counts' last line, without the page's padding.
        func totalLine() -> String? {
            StudyStatisticsPage.draw(statistics, width: 77).lines.first { $0.hasPrefix("  Total ") }
                .map { String($0.reversed().drop { $0 == " " }.reversed()) }
        }
        #expect(totalLine() == "  Total 40 cards", "no leech: nothing said")
        statistics.cardCounts.leeches = 1
        #expect(totalLine() == "  Total 40 cards · 1 leech")
        statistics.cardCounts.leeches = 2
        #expect(totalLine() == "  Total 40 cards · 2 leeches")
    }

    @Test func the_series_differ_by_glyph_so_the_charts_read_without_colour() throws {
        let lines = StudyStatisticsPage.draw(try Self.statistics(), width: 77).lines
        let reviewsChart = lines.prefix(StudyStatisticsPage.plotRows + 1).joined()
        for glyph in ["█", "▓", "░"] {
            #expect(reviewsChart.contains(glyph), "the last 30 days of this deck have reviews of kind \(glyph)")
        }
        #expect(lines.contains { $0.contains("█ mature  ▓ young  ▒ relearning  ░ learning") }, "the legend names each glyph")
        #expect(lines.contains { $0.hasPrefix("  Last month") && $0.contains("%") })
    }

    @Test func an_empty_deck_draws_empty_axes_and_says_why_there_is_no_stability() throws {
        let lines = StudyStatisticsPage.draw(.empty(today: DeckStatistics.day(of: Self.now)), width: 77).lines
        #expect(lines.contains { $0.hasPrefix("  0 reviews on 0 of 30 days (0.0%)") })
        #expect(lines.contains { $0.hasPrefix("  No card reviewed yet") })
        #expect(lines.contains { $0.hasPrefix("  0 └┴─────") })
        #expect(!lines.prefix(StudyStatisticsPage.plotRows + 1).joined().contains("▓"))
    }
}
