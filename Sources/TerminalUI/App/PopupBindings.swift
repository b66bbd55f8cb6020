import Browser

/// The popup's own keys (`kanji-tui popup`, issue 50), looked up before the global ones: Esc and q close it at once
/// from the screen it opened on, as a dictionary popup closes; the keys that show another tab say the popup has none.
enum PopupBindings {
    static let name = "Popup"

    static let all: [KeyBinding<TerminalApp>] = [
        KeyBinding([.escape, .backspace, .left, .character("h")], "close the popup at once (on a page opened from it: back one screen)",
                   footer: "close", footerKeys: "Esc") { $0.closePopupOrGoBack() },
        KeyBinding([.character("H")], "back to the text the popup opened on, in one step") { $0.backToPopupText() },
        KeyBinding(AppTab.allCases.map { .character(Character(String($0.rawValue))) } + [.character("r"), .character("W")],
                   "nothing: the popup has no tabs ('kanji-tui read' opens the full reader)") { $0.refuseTabInPopup() },
    ]
}
