import Browser
import KanjiKit
import Testing
@testable import TerminalUI

/// The reader with furigana on (issue 32 §3): each row of text under its ruby line, the readings centred over
/// their kanji and muted, the pane below as ever.
@Suite struct ReaderFuriganaScreenTests {
    @Test func the_reader_with_furigana_at_80_by_24() {
        let app = TerminalApp(browser: GoldenGrid.browser())
        app.handle(.character("6"))
        app.handle(.paste(PastedText(text: "昨日、友達と駅の近くで寿司を食べました。とても美味しかったです。\n来週は京都へ行って、古いお寺を見るつもりです。")))
        app.handle(.character("f"))
        GoldenGrid.expect(app.render(size: TerminalSize(rows: 24, columns: 80)), golden: "the_reader_with_furigana_at_80_by_24")
    }
}
