import Browser

/// The marked words' own keys, in footer order.
enum WordMarksBindings {
    static let name = "Marked words"

    static let all: [KeyBinding<WordMarksViewModel>] = [
        .cursor(CommonKeys.open, .select, "open the word's page", footer: "open"),
        KeyBinding([.character("d"), .delete], "take the word's mark off: it counts by its card again", footer: "unmark") { $0.handle(.unmark) },
        KeyBinding([.character("u")], "put back the mark just taken off here") { $0.handle(.undo) },
        .cursor(CommonKeys.upAndDown, "move through the words", footer: "move", footerKeys: "j/k"),
    ]
}
