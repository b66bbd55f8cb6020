import TestSupport
import FSRS
import KanjiKit
import Browser
import Testing
@testable import TerminalUI

/// A word's review card shows its reading's pitch accent on the back (issue 36 §1), drawn as the word's page draws
/// it: 箸 は＼し, the ￣ over は.
@Suite struct ReviewPitchScreenTests {
    @Test func the_back_of_chopsticks_draws_its_accent_under_the_reading() throws {
        let now = Timestamp(secondsSince1970: 1_800_000_000)
        let deck = InMemoryStudyDeck()
        try deck.add(.word(headword: "箸", reading: "はし"), now: now)
        let browser = try KanjiBrowser.inMemory(store: KanjiStore(directory: GoldenGrid.resources), study: deck,
                                                scheduler: Scheduler(enableFuzzing: false), now: { now })
        let app = TerminalApp(browser: browser)
        for key in [Key.character("4"), .character("R"), .character(" ")] { app.handle(key) }
        let frame = app.render(size: TerminalSize(rows: 24, columns: 80))
        GoldenGrid.expect(frame, golden: "a_revealed_word_card_with_its_pitch_at_80_by_24")
        let lines = GoldenGrid.lines(frame)
        let reading = try #require(lines.firstIndex { $0.hasSuffix("は＼し") }, "\(lines)")
        #expect(lines[reading - 1].hasSuffix("Pitch     ￣　＿") && lines[reading - 2].hasSuffix("Reading   はし"), "\(lines)")
    }
}
