import Browser

/// The keys of every text prompt (the search line today, word search later): one line editor, written once.
/// While a prompt is open these come first, and any other printable key is typed into it.
enum PromptBindings {
    static let name = "Text prompts (search)"

    static let all: [KeyBinding<KanjiBrowser>] = [
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
    ]

    /// The keys that keep their meaning beside a prompt that opened by itself and is still empty
    /// (`InteractiveScreen.promptTakesEveryKey`): the tabs' digits, `q`, `?`, Ctrl-C, and `/`, which takes the prompt.
    static let keysBesideAnUnaskedPrompt: Set<Key> = Set((0...9).map { Key.character(Character(String($0))) })
        .union([.character("q"), .character("?"), .character("/"), .control("c")])

    private static func edit(_ keys: [Key], _ help: String, _ edit: PromptEdit) -> KeyBinding<KanjiBrowser> {
        KeyBinding(keys, help) { $0.handle(.prompt(edit)) }
    }

    private static func move(_ keys: [Key], _ help: String, _ command: CursorCommand) -> KeyBinding<KanjiBrowser> {
        KeyBinding(keys, help) { $0.handle(.cursor(command)) }
    }
}
