import TestSupport
import Browser
import Testing
@testable import TerminalUI

/// `y` copies what is on screen through OSC 52 and says so; `m` (and `--no-mouse`) leave the mouse to the
/// terminal. Without a terminal the app still says what it did; the bytes are checked here and, through a
/// pty and tmux, in EndToEndTests.
@Suite struct CopyAndMouseTests {
    @Test func base64_matches_rfc_4648_vectors() {
        let vectors = ["": "", "f": "Zg==", "fo": "Zm8=", "foo": "Zm9v", "foob": "Zm9vYg==", "fooba": "Zm9vYmE=", "foobar": "Zm9vYmFy"]
        for (text, encoded) in vectors {
            #expect(ClipboardSequence.base64(Array(text.utf8)) == encoded)
        }
    }

    @Test func the_clipboard_sequence_is_osc_52_with_the_utf8_in_base64() {
        #expect(ClipboardSequence.copying("日") == "\u{1B}]52;c;5pel\u{07}")
        #expect(ClipboardSequence.copying("日本") == "\u{1B}]52;c;5pel5pys\u{07}")
    }

    @Test func y_on_the_list_copies_the_kanji_under_the_cursor_and_says_so() {
        let browser = GoldenGrid.browser()
        let app = TerminalApp(browser: browser)
        let size = TerminalSize(rows: 24, columns: 80)
        app.handle(.down)
        app.handle(.character("y"))
        #expect(app.notice == "copied 一")
        #expect(GoldenGrid.lines(app.render(size: size))[1].hasSuffix("copied 一"))
        app.handle(.down)
        #expect(app.notice == nil)
    }

    @Test func y_on_a_detail_copies_its_kanji() {
        let browser = GoldenGrid.browser()
        let app = TerminalApp(browser: browser)
        browser.open(kanji: "生")
        app.handle(.character("y"))
        #expect(app.notice == "copied 生")
    }

    @Test func y_where_nothing_is_shown_says_so() {
        let browser = GoldenGrid.browser()
        let app = TerminalApp(browser: browser)
        app.handle(.character("f"))  // the filter form
        app.handle(.character("y"))
        #expect(app.notice == "nothing to copy here")
    }

    @Test func m_switches_the_mouse_and_says_which_way() {
        let app = TerminalApp(browser: GoldenGrid.browser(), capturesMouse: false)
        app.handle(.character("m"))
        #expect(app.capturesMouse)
        #expect(app.notice?.hasPrefix("mouse on") == true)
        app.handle(.character("m"))
        #expect(!app.capturesMouse)
        #expect(app.notice?.hasPrefix("mouse off") == true)
    }
}
