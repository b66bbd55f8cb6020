import Foundation

/// One AnkiConnect action with its parameters and the type of its result, so a call reads its answer with no cast:
/// `try client.perform(.deckNames)` is a `[String]`. Only the actions kanji-tui uses are here; their names and
/// parameters are the add-on's (its README, version 6).
public struct AnkiConnectAction<Parameters: Encodable & Sendable, Result: Decodable & Sendable>: Sendable {
    /// The action as AnkiConnect names it (`addNote`).
    public let name: String
    /// Its `params`, `nil` for an action that takes none.
    public let parameters: Parameters?
}

/// The parameters of an action that takes none (left out of the request).
public struct AnkiConnectNoParameters: Encodable, Sendable {}

/// The result of an action that gives none (`null`).
public struct AnkiConnectNothing: Decodable, Sendable, AnkiConnectNullable {
    public init() {}
    public init(from decoder: any Decoder) throws {}
    static var null: Self { Self() }
}

extension AnkiConnectAction where Parameters == AnkiConnectNoParameters, Result == Int {
    /// The protocol version the add-on speaks: the first thing `anki status` asks.
    public static var version: Self { Self(name: "version", parameters: nil) }
}

extension AnkiConnectAction where Parameters == AnkiConnectNoParameters, Result == [String] {
    /// Every deck's full name (`Japanese::Mining`).
    public static var deckNames: Self { Self(name: "deckNames", parameters: nil) }
    /// Every note type's name.
    public static var modelNames: Self { Self(name: "modelNames", parameters: nil) }
}

/// `{"modelName": …}`.
public struct AnkiConnectModelName: Encodable, Sendable {
    let modelName: String
}

extension AnkiConnectAction where Parameters == AnkiConnectModelName, Result == [String] {
    /// The fields of a note type, in their order.
    public static func modelFieldNames(_ model: String) -> Self {
        Self(name: "modelFieldNames", parameters: AnkiConnectModelName(modelName: model))
    }
}

/// `{"deck": …}`.
public struct AnkiConnectDeckName: Encodable, Sendable {
    let deck: String
}

extension AnkiConnectAction where Parameters == AnkiConnectDeckName, Result == Int64 {
    /// Makes the deck if it is missing (an existing one is left as it is); its id.
    public static func createDeck(_ deck: String) -> Self {
        Self(name: "createDeck", parameters: AnkiConnectDeckName(deck: deck))
    }
}

/// `{"query": …}`: a search as Anki's browser takes it.
public struct AnkiConnectQuery: Encodable, Sendable {
    let query: String
}

extension AnkiConnectAction where Parameters == AnkiConnectQuery, Result == [Int64] {
    /// The notes the search finds.
    public static func findNotes(_ query: String) -> Self { Self(name: "findNotes", parameters: AnkiConnectQuery(query: query)) }
    /// The cards the search finds.
    public static func findCards(_ query: String) -> Self { Self(name: "findCards", parameters: AnkiConnectQuery(query: query)) }
    /// Opens Anki's browser on the search, and gives the cards it shows.
    public static func guiBrowse(_ query: String) -> Self { Self(name: "guiBrowse", parameters: AnkiConnectQuery(query: query)) }
}

/// `{"note": …}`.
public struct AnkiConnectNoteParameter: Encodable, Sendable {
    let note: AnkiConnectNote
}

extension AnkiConnectAction where Parameters == AnkiConnectNoteParameter, Result == Int64 {
    /// Adds the note; its id. Anki refuses a duplicate ("cannot create note because it is a duplicate") unless the
    /// note allows one.
    public static func addNote(_ note: AnkiConnectNote) -> Self { Self(name: "addNote", parameters: AnkiConnectNoteParameter(note: note)) }
}

/// `{"filename": …, "data": base64}`.
public struct AnkiConnectMediaFile: Encodable, Sendable {
    let filename: String
    let data: String
}

extension AnkiConnectAction where Parameters == AnkiConnectMediaFile, Result == AnkiConnectStoredFile {
    /// Stores a file in the collection's media folder (replacing one of the same name).
    public static func storeMediaFile(named filename: String, contents: [UInt8]) -> Self {
        Self(name: "storeMediaFile", parameters: AnkiConnectMediaFile(filename: filename, data: Data(contents).base64EncodedString()))
    }
}

/// `{"cards": […]}`.
public struct AnkiConnectCardIDs: Encodable, Sendable {
    let cards: [Int64]
}

extension AnkiConnectAction where Parameters == AnkiConnectCardIDs, Result == [AnkiConnectCardInfo] {
    /// The cards' notes' fields, note type, deck and interval (for `known import --anki`).
    public static func cardsInfo(_ cards: [Int64]) -> Self { Self(name: "cardsInfo", parameters: AnkiConnectCardIDs(cards: cards)) }
}


/// `{"notes": […]}`.
public struct AnkiConnectNotesParameter: Encodable, Sendable {
    let notes: [AnkiConnectNote]
}

/// Whether a note could be added, and why not (`canAddNotesWithErrorDetail`).
public struct AnkiConnectCanAdd: Decodable, Sendable, Equatable {
    public let canAdd: Bool
    /// Anki's reason when it cannot: "cannot create note because it is a duplicate", a missing deck or note type.
    public let error: String?
}

extension AnkiConnectAction where Parameters == AnkiConnectNotesParameter, Result == [AnkiConnectCanAdd] {
    /// Whether each note could be added, with Anki's reason when not (the add-on since 2023).
    public static func canAddNotesWithErrorDetail(_ notes: [AnkiConnectNote]) -> Self {
        Self(name: "canAddNotesWithErrorDetail", parameters: AnkiConnectNotesParameter(notes: notes))
    }
}

extension AnkiConnectAction where Parameters == AnkiConnectNotesParameter, Result == [Bool] {
    /// Whether each note could be added (older add-ons: no reason given).
    public static func canAddNotes(_ notes: [AnkiConnectNote]) -> Self {
        Self(name: "canAddNotes", parameters: AnkiConnectNotesParameter(notes: notes))
    }
}

extension AnkiConnectAction where Parameters == AnkiConnectModelName, Result == [String: [String: String]] {
    /// The note type's card templates by name, each with its front and back.
    public static func modelTemplates(_ model: String) -> Self {
        Self(name: "modelTemplates", parameters: AnkiConnectModelName(modelName: model))
    }
}
