import Browser

/// The keys that work on every screen: movement (each screen's cursor or page), Back, the overlays, quitting.
/// The last table of every ``BindingChain``: a screen's own table comes first, so a screen may give one of these
/// keys its own meaning.
enum GlobalBindings {
    static let name = "Everywhere"

    /// Back, named so the footer can leave it out at a stack's root, where it does nothing.
    static let back = KeyBinding<TerminalApp>([.backspace, .escape, .left, .character("h")], "back one screen (nothing at the first screen)",
                                              footer: "back", footerKeys: "h") { $0.browser.handle(.back) }

    /// The help, named so a popup's footer names it too.
    static let help = KeyBinding<TerminalApp>([.character("?"), .function(1)], "this help: the keys of the screen, then these", footer: "help") {
        $0.toggle(.help)
    }

    /// Ctrl-Z, named so an open prompt's table keeps it too.
    static let suspend = KeyBinding<TerminalApp>([.control("z")], "suspend (fg resumes)") { $0.suspend() }

    /// "1 Kanji, 2 Words, …" from ``AppTab``: a new tab is named in the help, the README's key table and the man page
    /// without anyone writing it there.
    static let tabList = AppTab.allCases.map { "\($0.rawValue) \($0.title)" }.joined(separator: ", ")

    static let all: [KeyBinding<TerminalApp>] = [
        cursor(CommonKeys.up, "move up", .up),
        cursor(CommonKeys.down, "move down", .down),
        cursor(CommonKeys.pageUp, "page up", .pageUp),
        cursor(CommonKeys.pageDown, "page down", .pageDown),
        cursor([.control("u")], "half a page up", .halfPageUp),
        cursor([.control("d")], "half a page down", .halfPageDown),
        cursor([.home, .character("g")], "first", .home),
        cursor([.end, .character("G")], "last", .end),
        cursor(CommonKeys.open, "open", .select),
        back,
        KeyBinding(AppTab.allCases.map { .character(Character(String($0.rawValue))) }, "show tab " + tabList + " (the top line)",
                   keyAction: { app, key in
            if case .character(let typed) = key, let number = typed.wholeNumberValue { app.browser.handle(.selectTab(number)) }
        }),
        KeyBinding([.character("r")], "the Radicals tab: find a kanji by its parts", footer: "radicals") {
            $0.browser.handle(.selectTab(AppTab.radicals.rawValue))
        },
        KeyBinding([.character("H")], "back to the first screen of this tab in one step") { $0.browser.handle(.popToRoot) },
        help,
        KeyBinding([.character("q"), .control("c")], "quit", footer: "quit") { $0.browser.handle(.quit) },
        KeyBinding([.character("i")], "About: data sources and licences", footer: "about") { $0.browser.handle(.follow(.about)) },
        KeyBinding([.character("W")], "Draw: find a kanji by writing it with the mouse (Zinnia recognizes it)") {
            $0.browser.handle(.follow(.draw))
        },
        KeyBinding([.character("t"), .function(12)], "the live coordinator tree and stack (watch coordinators go as you go back)") {
            $0.toggle(.coordinatorTree)
        },
        KeyBinding([.character("y")], "copy the kanji or word on screen (the row under the cursor) to the clipboard, through the terminal (OSC 52: works over ssh; in tmux with set-clipboard on)") {
            $0.copyCurrentItem()
        },
        KeyBinding([.character("m")], "mouse off/on: off leaves click-and-drag to the terminal's own selection (--no-mouse starts with it off)") {
            $0.toggleMouseCapture()
        },
        suspend,
        KeyBinding([.control("l")], "redraw") { _ in },
        .otherKeys("paste", "a paste (the terminal's, bracketed) is read on the Read tab's list and typed into an open prompt; elsewhere it does nothing but say so",
                   accepting: { $0.pasted != nil }) { app, _ in app.refusePaste() },
    ]

    /// A movement key: the command goes to whichever screen is on top.
    private static func cursor(_ keys: [Key], _ help: String, _ command: CursorCommand) -> KeyBinding<TerminalApp> {
        KeyBinding(keys, help) { $0.browser.handle(.cursor(command)) }
    }
}
