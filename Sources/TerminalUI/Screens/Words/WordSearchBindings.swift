import Browser

/// The word search's own keys, beside movement, the search line's and the global ones, in footer order.
enum WordSearchBindings {
    static let name = "Word search (tab 2)"

    static let all: [KeyBinding<WordSearchViewModel>] = [
        .cursor(CommonKeys.open, .select, "open the word under the cursor: its forms, senses and kanji", footer: "open"),
        KeyBinding([.character("/")], "search again: kana, romaji (nihon, gakkou), kanji (日本, 食べ) or English (to eat); Enter opens the best word, Esc keeps the results",
                   footer: "search") { $0.handle(.beginSearch) },
        KeyBinding([.character("a")], "keep the word under the cursor for study (marked ✓), or take it off the study list (asks first when it has reviews)",
                   footer: "keep") { $0.handle(.toggleKept) },
        KeyBinding([.character("u")], DeckUndoHelp.keep) { $0.handle(.undo) },
        KeyBinding([.character("y")], "yes, take it off the study list with its reviews (on the question of a)", when: { $0.keepToggle.question != nil }) {
            $0.handle(.confirmRemoval)
        },
        KeyBinding([.character("n")], "no, keep it with its reviews (on the question of a; any other key too)", when: { $0.keepToggle.question != nil }) {
            $0.handle(.dismiss)
        },
    ]
}
