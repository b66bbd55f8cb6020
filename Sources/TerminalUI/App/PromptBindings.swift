import Browser

/// The keys of every text prompt (the kanji search line, the word search's): one line editor, written once.
/// While a prompt is open its table comes first and is modal: any other printable key is typed into it, and
/// the keys it does not bind do nothing — except those it passes on beside a prompt that opened by itself.
enum PromptBindings {
    static let name = "Text prompts (search)"

    static let all: [KeyBinding<TerminalApp>] = [
        // First, so Ctrl-C quits there rather than cancelling (`InteractiveScreen.promptTakesEveryKey`).
        .passOn(CommonKeys.digits + [.character("q"), .character("?"), .character("/"), .control("c")],
                "as everywhere, beside a prompt that opened by itself and is still empty (/ takes it)",
                when: { !$0.browser.stack.top.interactive.promptTakesEveryKey }),
        edit([.left, .control("b")], "caret left", .moveLeft),
        edit([.right, .control("f")], "caret right", .moveRight),
        edit([.home, .control("a")], "caret to the start", .moveToStart),
        edit([.end, .control("e")], "caret to the end", .moveToEnd),
        edit([.backspace], "delete before the caret; on an empty prompt, close it", .deleteBackward),
        edit([.delete], "delete under the caret", .deleteForward),
        edit([.control("u")], "delete to the start", .deleteToStart),
        edit([.control("k")], "delete to the end", .deleteToEnd),
        edit([.control("w")], "delete the word before the caret", .deleteWordBackward),
        edit([.enter], "keep the results and open the first", .accept),
        edit([.escape, .control("c")], "cancel: the screen as it was before", .cancel),
        move([.up], "previous result", .up),
        move([.down], "next result", .down),
        move([.pageUp], "page up the results", .pageUp),
        move([.pageDown], "page down the results", .pageDown),
        GlobalBindings.suspend,
        .otherKeys("paste", "typed into the prompt on one line (its first \(pasteLength) characters)", accepting: { $0.pasted != nil }) { app, key in
            if let pasted = key.pasted { app.browser.handle(.prompt(.insert(String(pasted.asOneLine.prefix(pasteLength))))) }
        },
        .otherKeys("other characters", "typed into the prompt", accepting: { if case .character = $0 { true } else { false } }) { app, key in
            if case .character(let character) = key { app.browser.handle(.prompt(.insert(String(character)))) }
        },
    ]

    /// The most characters of a paste a prompt takes: a search line is one line, and a novel pasted into it would
    /// be searched for at every key.
    static let pasteLength = 200

    private static func edit(_ keys: [Key], _ help: String, _ edit: PromptEdit) -> KeyBinding<TerminalApp> {
        KeyBinding(keys, help) { $0.browser.handle(.prompt(edit)) }
    }

    private static func move(_ keys: [Key], _ help: String, _ command: CursorCommand) -> KeyBinding<TerminalApp> {
        KeyBinding(keys, help) { $0.browser.handle(.cursor(command)) }
    }
}
