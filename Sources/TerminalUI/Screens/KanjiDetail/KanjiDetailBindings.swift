import Browser

/// The kanji detail's own keys, in footer order.
enum KanjiDetailBindings {
    static let name = "Kanji detail"

    static let all: [KeyBinding<KanjiDetailViewModel>] = [
        .cursor(CommonKeys.open, .select, "open the word under the cursor: its forms, senses and kanji (on \"… more\": the rest of the group)",
                footer: "open word"),
        .cursor(CommonKeys.upAndDown, "move through the words (grouped by the reading of the kanji they use)", footer: "move", footerKeys: "j/k"),
        KeyBinding([.character("o")], "stroke order, stroke by stroke (KanjiVG)", footer: "strokes") { $0.handle(.strokeOrder) },
        KeyBinding([.character("c")], "the kanji's components, each with its strokes and meaning (KRADFILE, KANJIDIC2)",
                   footer: "parts") { $0.open(.components(of: $0.kanji.character)) },
        KeyBinding([.character("w")], "every word written with the kanji, most common first, in the word search (its wildcard query)",
                   footer: "every word") { $0.open($0.everyWordRoute) },
        KeyBinding([.character("a")], "keep this kanji for study (marked \(StudyMarker.symbol)), or take it off the study list (asks first when it has reviews)") {
            $0.handle(.toggleKept)
        },
        KeyBinding([.character("A")], "keep the word under the cursor for study, or take it off (asks first when it has reviews)") {
            $0.handle(.toggleKeptWord)
        },
        KeyBinding([.character("K")], "mark the word under the cursor known without studying it (again: unmark), as the reader's K") {
            $0.handle(.markWordKnown)
        },
        KeyBinding([.character("I")], "ignore the word under the cursor in every count of a text, as the reader's I (again: unignore)") {
            $0.handle(.markWordIgnored)
        },
        KeyBinding([.character("u")], DeckUndoHelp.keepOrMark) { $0.handle(.undo) },
        KeyBinding([.character("s")], "the kanji's study history: its state, due date, stability, difficulty, lapses and latest reviews") {
            $0.open(LookupItem.kanji($0.kanji.character).cardHistoryRoute)
        },
        KeyBinding([.character("y")], "yes, take it off the study list with its reviews (on the question of a)", when: { $0.keepToggle.question != nil }) {
            $0.handle(.confirmRemoval)
        },
        KeyBinding([.character("n")], "no, keep it with its reviews (on the question of a; any other key too)", when: { $0.keepToggle.question != nil }) {
            $0.handle(.dismiss)
        },
    ]
}
