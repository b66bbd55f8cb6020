import TestSupport
import FSRS
import KanjiKit
import Browser
import Testing
@testable import TerminalUI

/// The review cards of each kind (issues 34 §3 and 35), drawn by the terminal app from a deck kept in that kind: a
/// production card asks for the word from its reading and senses, a reading card for the reading, a writing review
/// for the kanji on the canvas.
@Suite struct CardKindScreenTests {
    static let now = Timestamp(secondsSince1970: 1_800_000_000)

    /// The app on the Study tab of a deck holding `item` as one card of `kind`, its review started.
    static func review(_ item: LookupItem, as kind: CardKind) throws -> TerminalApp {
        let deck = InMemoryStudyDeck()
        deck.keptKind = kind
        try deck.add(item, now: now)
        let browser = try KanjiBrowser.inMemory(store: KanjiStore(directory: GoldenGrid.resources), study: deck,
                                                scheduler: Scheduler(enableFuzzing: false), now: { now })
        let app = TerminalApp(browser: browser)
        for key in [Key.character("4"), .character("R")] { app.handle(key) }
        return app
    }

    @Test func a_production_card_asks_for_the_word_from_its_reading_and_senses() throws {
        let app = try Self.review(.word(headword: "食べる", reading: "たべる"), as: .production)
        let front = app.render(size: TerminalSize(rows: 24, columns: 80))
        GoldenGrid.expect(front, golden: "a_production_card_before_the_answer_at_80_by_24")
        let lines = GoldenGrid.lines(front)
        #expect(lines.contains { $0.contains("new · production") } && !lines.contains { $0.contains("食べる") }, "\(lines)")
        app.handle(.character(" "))
        let back = GoldenGrid.lines(app.render(size: TerminalSize(rows: 24, columns: 80)))
        #expect(back.contains { $0.contains("Word") && $0.contains("食べる") }, "\(back)")
    }

    @Test func a_reading_card_shows_the_spelling_and_asks_for_its_reading() throws {
        let app = try Self.review(.word(headword: "日本", reading: "にほん"), as: .reading)
        GoldenGrid.expect(app.render(size: TerminalSize(rows: 24, columns: 80)), golden: "a_reading_card_before_the_answer_at_80_by_24")
    }

    @Test func a_writing_review_shows_the_meaning_readings_a_blanked_word_and_an_empty_canvas() throws {
        let app = try Self.review(.kanji("日"), as: .writing)
        let frame = app.render(size: TerminalSize(rows: 24, columns: 80))
        GoldenGrid.expect(frame, golden: "a_writing_review_before_a_stroke_at_80_by_24")
        let lines = GoldenGrid.lines(frame)
        #expect(lines.contains { $0.contains("Stroke 1 of 4") } && !lines.contains { $0.contains("日") && !$0.contains("＿") }, "\(lines)")
        app.handle(.character(" "))
        let written = app.render(size: TerminalSize(rows: 24, columns: 80))
        GoldenGrid.expect(written, golden: "a_writing_review_written_for_the_learner_at_80_by_24")
        #expect(GoldenGrid.lines(written).contains { $0.contains("[1 Again") }, "\(GoldenGrid.lines(written))")
    }
}
