import Browser
import KanjiKit
import Testing
@testable import TerminalUI

/// A text's unknown words (issue 32 §3, `v` in the reader): the heading naming the text and how many of its words
/// are listed, then the words most used first, each with its count, reading and meaning.
@Suite struct UnknownWordsScreenTests {
    @Test func the_unknown_words_of_a_text_at_80_by_24() {
        let app = TerminalApp(browser: GoldenGrid.browser())
        app.handle(.character("6"))
        app.handle(.paste(PastedText(text: "猫が窓から外を見ていた。\n猫は本を読む。彼は猫が好きだ。\n本を見た。")))
        app.handle(.character("v"))
        app.handle(.character("j"))
        app.handle(.character("a"))
        GoldenGrid.expect(app.render(size: TerminalSize(rows: 24, columns: 80)), golden: "the_unknown_words_of_a_text_at_80_by_24")
    }
}
