import Browser

/// The reader's own keys, in footer order; j/k, pages, Home/End come from the global movement keys.
enum ReaderBindings {
    static let name = "Reader"

    static let all: [KeyBinding<ReaderViewModel>] = [
        KeyBinding([.character("w")], "the next word", footer: "next word") { $0.handle(.nextWord) },
        KeyBinding([.character("b")], "the previous word", footer: "previous") { $0.handle(.previousWord) },
        .cursor(CommonKeys.upAndDown, "the word on the line below or above"),
        .cursor([.enter], .select, "open the word's detail (Back returns to the same word)", footer: "open"),
        KeyBinding([.character("a")], "keep the word for study with its sentence (the word marked) and the text's name", footer: "keep") {
            $0.handle(.keep)
        },
        KeyBinding([.character("K")], "mark the word known without studying it (again: unmark); the header's share counts it known") {
            $0.handle(.markKnown)
        },
        KeyBinding([.character("I")], "ignore the word (a name, a word never to learn): out of every count (again: unignore)") {
            $0.handle(.markIgnored)
        },
        KeyBinding([.character("u")], DeckUndoHelp.keepOrMark) { $0.handle(.undo) },
        KeyBinding([.character("p")], SpeechHelp.word, footer: "play") { $0.speakWord() },
        KeyBinding([.character("P")], SpeechHelp.sentence) { $0.speakSentence() },
        KeyBinding([.character("e")], "the next dictionary entry the word may be (かっている: 勝つ, 買う, 飼う…), its entry in every text from then on: the pane, Enter, a and analyze follow it",
                   footer: "other entry") { $0.handle(.nextEntry) },
        KeyBinding([.character("E")], "the previous dictionary entry the word may be; back at the reader's own (entry 1) the choice is undone") {
            $0.handle(.previousEntry)
        },
        // No footer: the pane's line says "d: 2 more" where a dictionary of the learner's has the word.
        KeyBinding([.character("d")], "the word in the next of your own dictionaries that has it (kanji-tui dict import), then JMdict again; the pane keeps that dictionary as you read on") {
            $0.handle(.nextDictionary)
        },
        KeyBinding([.character("f")], "furigana: readings over the words with kanji on screen → only over the words not known yet → off",
                   footer: "furigana") { $0.handle(.cycleFurigana) },
        KeyBinding([.character("v")], "the text's words you do not know yet, most used first: Enter opens one, a keeps it with its first sentence",
                   footer: "unknown words") { $0.handle(.listUnknownWords) },
        KeyBinding([.character("n")], "the next word you do not know yet (neither mature nor marked known, not ignored)", footer: "next unknown") {
            $0.handle(.nextUnknown)
        },
        KeyBinding([.character("N")], "the previous word you do not know yet") { $0.handle(.previousUnknown) },
        KeyBinding([.character("O")], AnkiHelp.open) { $0.openSelectedInAnki() },
    ]
}
