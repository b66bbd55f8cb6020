import KanjiScreens
import Testing
@testable import TerminalUI

/// Every key the issue lists, and what it does.
@Suite struct KeyMapTests {
    private func action(_ key: Key, overlay: Overlay? = nil) -> UserAction {
        KeyMap.action(for: key, overlay: overlay)
    }

    @Test func arrows_and_vi_keys_move_page_and_jump() {
        for key: Key in [.up, .character("k")] { #expect(action(key) == .app(.screen(.up))) }
        for key: Key in [.down, .character("j")] { #expect(action(key) == .app(.screen(.down))) }
        for key: Key in [.pageUp, .control("b")] { #expect(action(key) == .app(.screen(.pageUp))) }
        for key: Key in [.pageDown, .control("f"), .character(" ")] { #expect(action(key) == .app(.screen(.pageDown))) }
        for key: Key in [.home, .character("g")] { #expect(action(key) == .app(.screen(.home))) }
        for key: Key in [.end, .character("G")] { #expect(action(key) == .app(.screen(.end))) }
    }

    @Test func enter_right_and_l_open_and_every_backspace_esc_left_h_go_back() {
        for key: Key in [.enter, .right, .character("l")] { #expect(action(key) == .app(.screen(.select))) }
        for key: Key in [.backspace, .escape, .left, .character("h")] { #expect(action(key) == .app(.back)) }
    }

    @Test func q_and_ctrl_c_quit_even_with_help_open() {
        #expect(action(.character("q")) == .app(.quit))
        #expect(action(.control("c")) == .app(.quit))
        #expect(action(.control("c"), overlay: .help) == .app(.quit))
    }

    @Test func help_closes_on_any_other_key_and_the_tree_lets_keys_through() {
        #expect(action(.character("?")) == .toggle(.help))
        #expect(action(.character("x"), overlay: .help) == .closeOverlay)
        #expect(action(.character("j"), overlay: .help) == .scrollOverlay(lines: 1))
        #expect(action(.character("j"), overlay: .coordinatorTree) == .app(.screen(.down)))
        #expect(action(.function(12)) == .toggle(.coordinatorTree))
        #expect(action(.character("t")) == .toggle(.coordinatorTree))
    }

    @Test func the_mouse_clicks_rows_and_the_wheel_scrolls() {
        #expect(action(.mouse(MouseEvent(.click, row: 5, column: 3))) == .click(row: 5, column: 3))
        #expect(action(.mouse(MouseEvent(.wheelDown, row: 5, column: 3))) == .app(.screen(.scroll(lines: 3))))
        #expect(action(.mouse(MouseEvent(.wheelUp, row: 5, column: 3))) == .app(.screen(.scroll(lines: -3))))
    }

    @Test func ctrl_z_suspends_and_resize_redraws() {
        #expect(action(.control("z")) == .suspend)
        #expect(action(.resize) == .redraw)
        #expect(action(.character("i")) == .app(.about))
    }

    @Test func while_typing_keys_are_text_and_enter_esc_backspace_edit() {
        #expect(KeyMap.action(for: .character("q"), overlay: nil, editingText: true) == .app(.screen(.type("q"))))
        #expect(KeyMap.action(for: .character("語"), overlay: nil, editingText: true) == .app(.screen(.type("語"))))
        #expect(KeyMap.action(for: .backspace, overlay: nil, editingText: true) == .app(.screen(.deleteBackward)))
        #expect(KeyMap.action(for: .enter, overlay: nil, editingText: true) == .app(.screen(.accept)))
        #expect(KeyMap.action(for: .escape, overlay: nil, editingText: true) == .app(.screen(.cancel)))
        #expect(KeyMap.action(for: .down, overlay: nil, editingText: true) == .app(.screen(.down)))
        #expect(KeyMap.action(for: .control("c"), overlay: nil, editingText: true) == .app(.quit))
    }

    @Test func search_filter_and_sort_keys() {
        #expect(action(.character("/")) == .app(.screen(.beginSearch)))
        #expect(action(.character("n")) == .app(.screen(.nextMatch)))
        #expect(action(.character("N")) == .app(.screen(.previousMatch)))
        #expect(action(.character("s")) == .app(.screen(.cycleSort)))
        #expect(action(.character("f")) == .app(.filter))
        #expect(action(.character("r")) == .app(.radicalPicker))
        #expect(action(.tab) == .app(.screen(.switchPane)))
        #expect(action(.character("+")) == .app(.screen(.increment)))
        #expect(action(.character("-")) == .app(.screen(.decrement)))
    }
}
