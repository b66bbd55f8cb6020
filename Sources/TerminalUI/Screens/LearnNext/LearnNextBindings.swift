import Browser

/// The words to learn next's own keys, in footer order.
enum LearnNextBindings {
    static let name = "Learn next"

    static let all: [KeyBinding<LearnNextViewModel>] = [
        .cursor(CommonKeys.open, .select, "open the word's page (Back returns to the list)", footer: "open"),
        KeyBinding([.character("a")], "keep the word for study with its first sentence in your texts and the text's name as its card's context",
                   footer: "keep") { $0.handle(.keep) },
        KeyBinding([.character("A")], "keep the first words not kept or marked yet in one step, each with its sentence: asks how many "
                   + "(Enter alone: \(LearnNextViewModel.defaultBatch)); u right after takes the whole batch back", footer: "keep top N") {
            $0.handle(.askHowMany)
        },
        KeyBinding([.character("K")], "mark the word known without studying it (again: unmark), as the reader's K; the row stays and says so") {
            $0.handle(.markKnown)
        },
        KeyBinding([.character("I")], "ignore the word (a name, a word never to learn), as the reader's I (again: unignore)") {
            $0.handle(.markIgnored)
        },
        KeyBinding([.character("u")], DeckUndoHelp.keepOrMark + "; after A, every word it kept") { $0.handle(.undo) },
        .cursor(CommonKeys.upAndDown, "move through the words", footer: "move", footerKeys: "j/k"),
    ]
}
