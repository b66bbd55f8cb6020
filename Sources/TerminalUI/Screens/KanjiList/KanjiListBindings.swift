import Browser

/// The kanji list's own keys, beside movement and the global ones, in footer order.
enum KanjiListBindings {
    static let name = "Kanji lists"

    static let all: [KeyBinding<KanjiListViewModel>] = [
        .cursor(CommonKeys.open, .select, "open the kanji under the cursor", footer: "open"),
        KeyBinding([.character("/")], "search as you type: a kanji, kana, romaji (nichi) or an English word (wat); Enter keeps the results and opens the first, Esc puts the list back",
                   footer: "search") { $0.handle(.beginSearch) },
        KeyBinding([.character("f")], "filter: JLPT, grades, strokes, used in a common word", footer: "filter") { $0.handle(.filter) },
        KeyBinding([.character("s")], "sort by frequency, strokes, grade, radical, code point", footer: "sort") { $0.handle(.cycleSort) },
        // Not on the question of `a`, where `n` answers it (the binding below).
        KeyBinding([.character("n")], "next match of the search (wraps, and says so)", when: { $0.keepToggle.question == nil }) {
            $0.handle(.nextMatch)
        },
        KeyBinding([.character("N")], "previous match of the search") { $0.handle(.previousMatch) },
        KeyBinding([.character("a")], "keep the kanji under the cursor for study (marked \(StudyMarker.symbol)), or take it off the study list (asks first when it has reviews)") {
            $0.handle(.toggleKept)
        },
        KeyBinding([.character("A")], "keep the word whose kanji these are for study, or take it off (a word's kanji list; asks first when it has reviews)") {
            $0.handle(.toggleKeptSubject)
        },
        KeyBinding([.character("u")], DeckUndoHelp.keep) { $0.handle(.undo) },
        KeyBinding([.character("K")], "keep every kanji the list shows (filtered, searched) for study, in its order; asks first") {
            $0.handle(.askToKeepAll)
        },
        KeyBinding([.character("y")], "yes, keep them all (on the question)", when: { $0.isAskingToKeepAll }) { $0.handle(.confirmKeepAll) },
        KeyBinding([.character("y")], "yes, take it off the study list with its reviews (on the question of a)", when: { $0.keepToggle.question != nil }) {
            $0.handle(.confirmRemoval)
        },
        KeyBinding([.character("n")], "no, keep it with its reviews (on the question of a; any other key too)", when: { $0.keepToggle.question != nil }) {
            $0.handle(.dismiss)
        },
    ]
}
