import Foundation

/// How notes go to the Anki the learner runs (issue 48): where AnkiConnect listens, whether `a` sends there, and the
/// note it sends — deck, note type, each field's template of ``AnkiLinkMarker``s, tags. Chosen once with
/// `kanji-tui anki setup`, kept as JSON in the user database (``UserDatabase/ankiLinkSettings()``).
public struct AnkiLinkSettings: Codable, Sendable, Equatable {
    /// Whether a keep (`a`, `study add --anki`) sends a note; off until the learner runs `anki setup`.
    public var isOn: Bool
    /// AnkiConnect's address as given (`127.0.0.1:8765`).
    public var address: String
    /// The add-on's API key, when its settings ask for one.
    public var key: String?
    /// Whether a keep also keeps the word in kanji-tui's own study list.
    public var destination: Destination
    public var deck: String
    public var noteType: String
    /// The note type's fields, in its order, each with its template; an empty template leaves the field empty.
    public var fields: [Field]
    /// The tags every note gets, beside ``AnkiLinkMarker/tags``' own.
    public var tags: [String]
    /// The title of the learner's Yomitan dictionary whose glossary fills `{glossary}` and `{glossary-brief}` for the
    /// words it has (`anki setup --glossary-dictionary`, ``ChosenGlossary``); nil for JMdict's senses. Absent from
    /// the settings saved before it, which read as nil.
    public var glossaryDictionary: String?

    /// Where a keep goes.
    public enum Destination: String, Codable, Sendable, CaseIterable {
        /// The study list and Anki.
        case both
        /// Anki only: the study list is left alone (the learner reviews in Anki).
        case ankiOnly = "anki-only"
    }

    /// One field of the note type and what fills it.
    public struct Field: Codable, Sendable, Equatable {
        public var name: String
        public var template: String

        public init(name: String, template: String) {
            self.name = name
            self.template = template
        }
    }

    public init(isOn: Bool = false, address: String = "127.0.0.1:8765", key: String? = nil, destination: Destination = .both,
                deck: String = "kanji-tui", noteType: String = "Basic", fields: [Field] = AnkiLinkSettings.fields(forBasic: ()),
                tags: [String] = ["kanji-tui"], glossaryDictionary: String? = nil) {
        self.isOn = isOn
        self.address = address
        self.key = key
        self.destination = destination
        self.deck = deck
        self.noteType = noteType
        self.fields = fields
        self.tags = tags
        self.glossaryDictionary = glossaryDictionary
    }

    /// Anki's stock Basic: the word on the front; its furigana, senses, sentence, accent and sound on the back.
    public static func fields(forBasic: Void) -> [Field] {
        [Field(name: "Front", template: "{expression}"),
         Field(name: "Back", template: "{furigana}<br>{glossary}<br>{sentence}<br>{pitch-accents} {audio}")]
    }

    /// The templates a note type's fields get when the learner names none: by the field's name, as Yomitan's users
    /// name theirs (Expression, Reading, Meaning, Sentence, Audio …; kanji-tui's own "kanji-tui Word" and Basic
    /// included); the first field the word itself when no name says so.
    public static func fields(guessedFor names: [String]) -> [Field] {
        if names == ["Front", "Back"] { return fields(forBasic: ()) }
        var fields = names.map { Field(name: $0, template: guess(forFieldNamed: $0)?.written ?? "") }
        // The word once: the first field that names it (Core decks' "Vocabulary-Kanji"; not kanji-tui's word type's
        // "Kanji", which follows its "Word"), or else the first field.
        let expression = AnkiLinkMarker.expression.written
        let first = fields.firstIndex { $0.template == expression } ?? 0
        for index in fields.indices where fields[index].template == expression && index != first { fields[index].template = "" }
        if !fields.isEmpty { fields[first].template = expression }
        return fields
    }

    /// The marker a field's name asks for, if any.
    static func guess(forFieldNamed name: String) -> AnkiLinkMarker? {
        let lower = name.lowercased()
        let says = { (words: [String]) in words.contains { lower.contains($0) } }
        if says(["sentence", "例文", "context"]) { return says(["furigana", "reading", "kana"]) ? .sentenceFurigana : .sentence }
        if says(["card", "flag"]) { return nil }   // kanji-tui's "Production card": a flag, not content
        if says(["furigana"]) { return .furiganaPlain }
        if says(["reading", "kana", "読み"]) { return .reading }
        if says(["pitch", "accent", "アクセント"]) { return .pitchAccents }
        if says(["audio", "sound", "音声"]) { return .audio }
        if says(["freq"]) { return .frequency }
        if says(["jlpt"]) { return .jlpt }
        if says(["source", "出典"]) { return .source }
        if says(["tag"]) { return .tags }
        if says(["meaning", "gloss", "definition", "english", "senses", "意味", "back"]) { return .glossary }
        if says(["expression", "word", "vocab", "term", "front", "単語", "語彙", "kanji"]) { return .expression }
        return nil
    }

    /// The settings as stored.
    public func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: (try? encoder.encode(self)) ?? Data("{}".utf8), as: UTF8.self)
    }

    /// Settings from what ``json()`` stored.
    /// - Throws: a message naming what does not read, so the learner runs `anki setup` again; never a guess.
    public init(json: String) throws(AnkiLinkSettingsError) {
        do {
            self = try JSONDecoder().decode(Self.self, from: Data(json.utf8))
        } catch {
            throw AnkiLinkSettingsError("the saved Anki settings do not read (\(error)); run 'kanji-tui anki setup' again")
        }
    }
}

/// Why settings cannot be used, said as it is.
public struct AnkiLinkSettingsError: Error, Equatable {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }
}
