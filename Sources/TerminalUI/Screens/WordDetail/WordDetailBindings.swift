import Browser

/// The word detail's own keys, in footer order.
enum WordDetailBindings {
    static let name = "Word detail"

    static let all: [KeyBinding<WordDetailViewModel>] = [
        .cursor(CommonKeys.open, .select, "open the marked kanji's detail (a click marks a kanji row, a second click opens it)",
                footer: "open kanji"),
        .cursor(CommonKeys.upAndDown, "mark the next or previous kanji while its row is in view; scroll the page otherwise",
                footer: "move", footerKeys: "j/k"),
        KeyBinding([.character("L")], "the word's kanji on a kanji list (sort, filter, keep them all)", footer: "kanji list") {
            $0.handle(.listKanji)
        },
        KeyBinding([.character("d")], "how common, in figures: JMdict's priority lists, the newspaper band, wordfreq's rank",
                   footer: "details") { $0.handle(.toggleDetails) },
        KeyBinding([.character("a")], "keep this word for study (✓ in the header), or take it off the study list (asks first when it has reviews)",
                   footer: "keep") { $0.handle(.toggleKept) },
        KeyBinding([.character("K")], "mark this word known without studying it (again: unmark), as the reader's K") { $0.handle(.markKnown) },
        KeyBinding([.character("I")], "ignore this word in every count of a text, as the reader's I (again: unignore)") { $0.handle(.markIgnored) },
        KeyBinding([.character("u")], DeckUndoHelp.keepOrMark) { $0.handle(.undo) },
        KeyBinding([.character("p")], SpeechHelp.word, footer: "play") { $0.handle(.speak) },
        KeyBinding([.character("P")], "say the page's sentences aloud: the example, then those of your texts") { $0.handle(.speakSentences) },
        KeyBinding([.character("f")], "the page's sentences with their readings (食[た]べた), or without") { $0.handle(.toggleReadings) },
        KeyBinding([.character("O")], AnkiHelp.open) { $0.handle(.openInAnki) },
        .route([.character("s")], "the word's study history: its state, due date, stability, difficulty, lapses and latest reviews") {
            $0.item.cardHistoryRoute
        },
        KeyBinding([.character("y")], "yes, take it off the study list with its reviews (on the question of a)", when: { $0.keepToggle.question != nil }) {
            $0.handle(.confirmRemoval)
        },
        KeyBinding([.character("n")], "no, keep it with its reviews (on the question of a; any other key too)", when: { $0.keepToggle.question != nil }) {
            $0.handle(.dismiss)
        },
    ]
}
