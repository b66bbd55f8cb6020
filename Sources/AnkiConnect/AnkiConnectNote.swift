/// A note as `addNote` takes it: the deck and note type by name, the fields by name (HTML), the tags, and Anki's
/// duplicate check, on, in the note's deck — a word kept twice is one note.
public struct AnkiConnectNote: Codable, Sendable, Equatable {
    public var deckName: String
    public var modelName: String
    public var fields: [String: String]
    public var tags: [String]
    public var options: Options

    /// The duplicate check: Anki compares the note type's first field.
    public struct Options: Codable, Sendable, Equatable {
        public var allowDuplicate: Bool
        public var duplicateScope: String

        public init(allowDuplicate: Bool = false, duplicateScope: String = "deck") {
            self.allowDuplicate = allowDuplicate
            self.duplicateScope = duplicateScope
        }
    }

    public init(deckName: String, modelName: String, fields: [String: String], tags: [String], options: Options = Options()) {
        self.deckName = deckName
        self.modelName = modelName
        self.fields = fields
        self.tags = tags
        self.options = options
    }
}
