import Browser

/// The i+1 sentences' own keys, in footer order.
enum OneUnknownBindings {
    static let name = "Sentences at i+1"

    static let all: [KeyBinding<OneUnknownViewModel>] = [
        .cursor(CommonKeys.open, .select, "read the sentence in its text (the reader opens at it; Back returns to the list)", footer: "read"),
        KeyBinding([.character("a")], "keep the sentence's unknown word for study, with the sentence and the text's name as its card's context",
                   footer: "keep") { $0.handle(.keep) },
        KeyBinding([.character("u")], DeckUndoHelp.keep) { $0.handle(.undo) },
        .cursor(CommonKeys.upAndDown, "move through the sentences", footer: "move", footerKeys: "j/k"),
    ]
}
