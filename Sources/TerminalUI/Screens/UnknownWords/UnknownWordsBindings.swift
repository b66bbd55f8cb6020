import Browser

/// A text's unknown words' own keys, in footer order.
enum UnknownWordsBindings {
    static let name = "Unknown words"

    static let all: [KeyBinding<UnknownWordsViewModel>] = [
        .cursor(CommonKeys.open, .select, "open the word's detail (Back returns to the list)", footer: "open"),
        KeyBinding([.character("a")], "keep the word for study with the sentence of its first use and the text's name, as the reader's a",
                   footer: "keep") { $0.handle(.keep) },
        KeyBinding([.character("K")], "mark the word known without studying it (again: unmark), as the reader's K") {
            $0.handle(.markKnown)
        },
        KeyBinding([.character("I")], "ignore the word (a name, a word never to learn), as the reader's I (again: unignore)") {
            $0.handle(.markIgnored)
        },
        KeyBinding([.character("u")], DeckUndoHelp.keepOrMark) { $0.handle(.undo) },
        .cursor(CommonKeys.upAndDown, "move through the words", footer: "move", footerKeys: "j/k"),
    ]
}
