import Browser
import KanjiKit
import TestResources
import TestSupport
import Testing
@testable import TerminalUI

/// The reader's pane draws the word's own accent as the word's page does, and says it is the word's own, which a
/// sentence can change (issue 36 §1); `p` says the word and `P` its sentence, beside the screen (§2).
@Suite struct ReaderPitchSpeechTests {
    static let store = try! KanjiStore(directory: Checkout.resources)

    private func reader(_ text: String, speech: RecordingSpeech = RecordingSpeech()) throws -> (TerminalApp, ReaderViewModel) {
        let app = TerminalApp(browser: try KanjiBrowser.inMemory(store: Self.store, speech: speech))
        app.handle(.character("6"))
        app.handle(.paste(PastedText(text: text)))
        guard case .reader(let reader) = app.browser.stack.top else { throw ReaderTestFailure() }
        return (app, reader)
    }

    @Test func the_pane_draws_the_word_s_own_accent_and_says_a_sentence_can_change_it() throws {
        let (app, reader) = try reader("箸で食べる。")
        #expect(reader.selectedWord?.headword == "箸")
        // 64 columns: the footer is cut inside the reader's own first keys, so keys added after them leave it as is.
        let frame = app.render(size: TerminalSize(rows: 24, columns: 64))
        GoldenGrid.expect(frame, golden: "the_reader_pane_with_the_accent_of_chopsticks")
        let lines = GoldenGrid.lines(frame)
        let reading = try #require(lines.firstIndex { $0.hasSuffix("は＼し") })
        #expect(lines[reading - 1].hasPrefix(" Pitch    ￣　＿   its own accent; a sentence can change it"),
                "\(lines.joined(separator: "\n"))")
    }

    @Test func a_word_the_dictionaries_give_no_accent_leaves_the_rows_to_its_senses() throws {
        let (app, reader) = try reader("箸で食べる。")
        reader.lookUpPitch = { _ in [] }
        let lines = GoldenGrid.lines(app.render(size: TerminalSize(rows: 24, columns: 80)))
        #expect(!lines.contains { $0.contains("Pitch") || $0.contains("own accent") })
        #expect(lines.contains { $0.hasPrefix(" 1. chopsticks") }, "\(lines.joined(separator: "\n"))")
    }

    @Test func p_says_the_word_and_P_its_sentence_and_the_key_returns_at_once() throws {
        let speech = RecordingSpeech()
        let (app, reader) = try reader("彼は箸で食べていた。それから寝た。", speech: speech)
        while reader.selectedWord?.surface != "食べていた" {
            let before = reader.cursor
            app.handle(.character("w"))
            try #require(reader.cursor != before, "no 食べていた")
        }
        app.handle(.character("p"))
        app.handle(.character("P"))
        #expect(speech.spoken == ["食べる", "彼は箸で食べていた。"])
        #expect(reader.notice == nil)
    }

    @Test func a_reason_it_cannot_play_is_one_line_in_the_header_and_nothing_else_changes() throws {
        let speech = RecordingSpeech()
        let (app, reader) = try reader("箸で食べる。", speech: speech)
        let before = GoldenGrid.lines(app.render(size: TerminalSize(rows: 24, columns: 80)))
        speech.immediateFailure = "cannot play: no audio player found (pw-play, paplay, aplay)"
        app.handle(.character("p"))
        let after = GoldenGrid.lines(app.render(size: TerminalSize(rows: 24, columns: 80)))
        #expect(after[1].contains("cannot play: no audio player found"), "\(after[1])")
        let others = { (lines: [String]) in lines.enumerated().filter { $0.offset != 1 }.map(\.element) }
        #expect(others(after) == others(before), "only the header's line changed")
        #expect(reader.selectedWord?.headword == "箸")
    }
}

private struct ReaderTestFailure: Error {}
