import Browser

/// The Read tab's list's own keys, in footer order. A bracketed paste is text to read (``TerminalApp``).
enum ReadingListBindings {
    static let name = "Read"

    static let all: [KeyBinding<ReadingListViewModel>] = [
        .cursor(CommonKeys.open, .select, "read the text on from where you left it (on the Read stack)", footer: "read"),
        KeyBinding([.character("d"), .delete], "remove the text from the list, with where you were in it (asks first; its file is never touched)",
                   footer: "remove") { $0.handle(.askToRemove) },
        KeyBinding([.character("y")], "yes, remove it (on the question of d)", when: { $0.removalQuestion != nil }) { $0.handle(.confirmRemoval) },
        KeyBinding([.character("n"), .escape], "no, keep it (on the question of d; any other key too)", when: { $0.removalQuestion != nil }) {
            $0.handle(.dismiss)
        },
        .route([.character("s")], "sentences of all your texts with exactly one unknown word (i+1), best first: read one, keep its word with it",
               // Not while d's question is up: the list would be left with its question pending under the new screen.
               footer: "i+1 sentences", when: { $0.removalQuestion == nil }) { _ in .oneUnknownSentences },
        .route([.character("w")], "words to learn next: the unknown words of all your texts, most used first, with the coverage each "
               + "would bring; keep one or the first N in one step", footer: "learn next", when: { $0.removalQuestion == nil }) { _ in .learnNext },
        .otherKeys("paste", "a new text: kept in the list and opened in the reader (the terminal's bracketed paste)",
                   accepting: { $0.pasted != nil }) { screen, key in
            if let pasted = key.pasted { screen.paste(pasted.text) }
        },
    ]
}
