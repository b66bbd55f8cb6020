/// A note type of the package: its fields in order, one card template and the styling.
///
/// Anki matches an imported note type to one it already has by `id`, so a caller keeps each type's id fixed
/// for good: a later package then updates the same note type instead of adding a copy.
public struct AnkiNoteType: Sendable, Hashable {
    /// Fixed for the life of the note type (conventionally a millisecond timestamp, as Anki makes them).
    public let id: Int64
    /// The name Anki shows (Tools → Manage Note Types).
    public let name: String
    /// The field names, in the order of `AnkiNote.fields`; the first is the sort field.
    public let fields: [String]
    /// The one card template's name (Anki shows it in the browser's Card column).
    public let cardName: String
    /// The question side, in Anki's template syntax (`{{Field}}`).
    public let front: String
    /// The answer side; `{{FrontSide}}` repeats the question.
    public let back: String
    /// The CSS every card of the type is shown with.
    public let css: String

    public init(id: Int64, name: String, fields: [String], cardName: String, front: String, back: String, css: String) {
        self.id = id
        self.name = name
        self.fields = fields
        self.cardName = cardName
        self.front = front
        self.back = back
        self.css = css
    }
}
