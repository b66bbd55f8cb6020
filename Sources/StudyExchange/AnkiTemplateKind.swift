import AnkiPackage
import FSRS

/// Which kind of kanji-tui card (`CardKind`) an Anki card is, from the template that made it.
///
/// kanji-tui's own note types have `CardKind`'s templates in its template order, so a card's `ord` says its kind.
/// Any other note type's first template is taken as recognition (a note's first card asks for its front, the item);
/// another template only when its name says which it is — writing where it speaks of writing ("Writing", "Write the
/// kanji"), production where it speaks of producing or recalling the item ("Production", "Recall", "Meaning → word"),
/// reading where it speaks of the reading ("Reading", "Kanji → reading"). A template whose name says neither ("Card 2" of Basic (and reversed card)) is no kind: its cards are
/// listed as not imported, never guessed.
public enum AnkiTemplateKind {
    /// The kind of the cards `type`'s template at `ordinal` makes, or `nil` when it is none that kanji-tui can tell.
    public static func kind(ordinal: Int, of type: AnkiStoredNoteType) -> CardKind? {
        if isKanjiTUIs(type) { return CardKind(templateOrder: ordinal) }
        if ordinal == 0 { return .recognition }
        return type.templates.indices.contains(ordinal) ? kind(named: type.templates[ordinal]) : nil
    }

    /// Whether `type` is one of kanji-tui's note types (by its fixed id, or by its name where Anki gave it another).
    public static func isKanjiTUIs(_ type: AnkiStoredNoteType) -> Bool {
        [AnkiStudyPackage.kanjiType, AnkiStudyPackage.wordType].contains { $0.id == type.id || $0.name == type.name }
    }

    /// The kind a template's name says: writing first ("Write the kanji from its meaning"), then production before
    /// reading ("Meaning and reading → word" asks for the word).
    public static func kind(named name: String) -> CardKind? {
        let lowered = name.lowercased()
        if lowered.contains("writing") || lowered.contains("write") { return .writing }
        if productionWords.contains(where: lowered.contains) { return .production }
        if lowered.contains("reading") { return .reading }
        return nil
    }

    /// What a production template's name says: it asks to produce or recall the item, or its answer is the item.
    private static let productionWords = [
        "production", "produce", "recall", "→ word", "-> word", "→ kanji", "-> kanji", "→ expression", "-> expression",
        "→ vocab", "-> vocab",
    ]
}
