import TestSupport
import Browser
import Testing
@testable import TerminalUI

/// Every key the README lists, pressed on the app without a terminal, and what it does.
@Suite struct KeyBindingTests {
    private let browser = GoldenGrid.browser()
    private let app: TerminalApp
    private let size = TerminalSize(rows: 24, columns: 80)

    init() {
        app = TerminalApp(browser: browser)
        _ = app.render(size: size)
    }

    private func press(_ keys: Key...) {
        for key in keys {
            app.handle(key)
            _ = app.render(size: size)
        }
    }

    private var cursor: Int { browser.topList?.cursor.index ?? -1 }

    @Test func arrows_and_vi_keys_move_page_and_jump() {
        press(.down); #expect(cursor == 1)
        press(.character("j")); #expect(cursor == 2)
        press(.up, .character("k")); #expect(cursor == 0)
        let page = browser.topList!.cursor.visibleRows
        press(.pageDown); #expect(cursor == page)
        press(.pageUp); #expect(cursor == 0)
        press(.control("f")); #expect(cursor == page)
        press(.control("b")); #expect(cursor == 0)
        press(.character(" ")); #expect(cursor == page)
        press(.control("u")); #expect(cursor == page - page / 2)
        press(.control("d")); #expect(cursor == page)
        press(.end); #expect(cursor == browser.topList!.kanji.count - 1)
        press(.home); #expect(cursor == 0)
        press(.character("G")); #expect(cursor == browser.topList!.kanji.count - 1)
        press(.character("g")); #expect(cursor == 0)
    }

    @Test func enter_right_and_l_open_and_every_backspace_esc_left_h_go_back() {
        for open: Key in [.enter, .right, .character("l")] {
            for back: Key in [.backspace, .escape, .left, .character("h")] {
                press(open)
                #expect(browser.stack.depth == 2)
                press(back)
                #expect(browser.stack.depth == 1)
            }
        }
    }

    @Test func q_and_ctrl_c_quit_even_with_help_open() {
        press(.character("q"))
        #expect(!browser.isRunning)
        let other = GoldenGrid.browser()
        let otherApp = TerminalApp(browser: other)
        otherApp.handle(.character("?"))
        #expect(otherApp.overlay == .help)
        otherApp.handle(.control("c"))
        #expect(!other.isRunning)
    }

    @Test func help_opens_with_question_mark_or_f1_closes_on_any_other_key_and_the_tree_lets_keys_through() {
        for opener: Key in [.character("?"), .function(1)] {
            press(opener)
            #expect(app.overlay == .help)
            press(.character("j"))
            #expect(app.overlay == .help, "j scrolls the help")
            press(.character("x"))
            #expect(app.overlay == nil)
        }
        press(.function(12))
        #expect(app.overlay == .coordinatorTree)
        press(.character("j"))
        #expect(cursor == 1, "keys reach the screen under the tree")
        press(.character("t"))
        #expect(app.overlay == nil)
    }

    @Test func the_wheel_scrolls() {
        press(.mouse(MouseEvent(.wheelDown, row: 5, column: 3)))
        #expect(cursor == TerminalApp.wheelLines)
        press(.mouse(MouseEvent(.wheelUp, row: 5, column: 3)))
        #expect(cursor == 0)
    }

    @Test func i_opens_about_and_resize_changes_nothing() {
        press(.resize)
        #expect(browser.stack.depth == 1)
        press(.character("i"))
        #expect(browser.location == AppLink(tab: .kanji, routes: [.about]))
    }

    @Test func while_a_prompt_is_open_keys_are_text_and_the_line_editor_edits() {
        press(.character("/"))
        press(.character("q"), .character("語"))
        #expect(browser.topList?.prompt?.text == "q語")
        press(.left, .character("x"))
        #expect(browser.topList?.prompt?.text == "qx語")
        press(.control("a"), .character("<"), .control("e"), .character(">"))
        #expect(browser.topList?.prompt?.text == "<qx語>")
        press(.home, .control("k"))
        #expect(browser.topList?.prompt?.text == "")
        press(.character("a"), .character(" "), .character("b"), .control("w"))
        #expect(browser.topList?.prompt?.text == "a ")
        press(.control("u"))
        #expect(browser.topList?.prompt?.text == "")
        press(.character("m"), .character("i"), .character("z"), .character("u"), .backspace)
        #expect(browser.topList?.prompt?.text == "miz")
        press(.down)
        #expect(browser.topList?.prompt != nil && cursor == 1, "Down moves through the results")
        press(.control("c"))
        #expect(browser.topList?.prompt == nil && browser.isRunning, "Ctrl-C cancels the prompt, it does not quit")
        press(.character("/"), .backspace)
        #expect(browser.topList?.prompt == nil, "Backspace on an empty prompt closes it")
        press(.character("/"), .character("水"), .escape)
        #expect(browser.topList?.search == nil)
        press(.character("/"), .character("水"), .enter)
        #expect(browser.location == AppLink(tab: .kanji, routes: [.kanjiDetail("水")]))
    }

    @Test func search_sort_filter_and_radical_keys_reach_the_list() {
        press(.character("s"))
        #expect(browser.topList?.sortKey == .strokes)
        press(.character("/"), .character("木"), .enter, .backspace)
        press(.character("n"))
        #expect(browser.topList?.notice != nil || browser.topList?.search != nil)
        press(.escape)
        press(.character("f"))
        #expect(browser.topForm != nil)
        press(.character("+"))
        #expect(browser.topForm?.filter.strokes != nil || browser.topForm?.cursor.index != nil)
        press(.escape)
        press(.character("r"))
        #expect(browser.topPicker != nil)
        press(.tab)
        #expect(browser.topPicker?.pane == .components, "Tab stays on components while nothing matches")
    }
}
