/// A note type of the package: its fields in order, its card templates and the styling.
///
/// Anki matches an imported note type to one it already has by `id`, so a caller keeps each type's id fixed
/// for good: a later package then updates the same note type instead of adding a copy. For the same reason a
/// template keeps its place (its `ord`) for good: a card is its note's card of the template at that place.
public struct AnkiNoteType: Sendable, Hashable {
    /// Fixed for the life of the note type (conventionally a millisecond timestamp, as Anki makes them).
    public let id: Int64
    /// The name Anki shows (Tools → Manage Note Types).
    public let name: String
    /// The field names, in the order of `AnkiNote.fields`; the first is the sort field.
    public let fields: [String]
    /// The card templates, in their order: a note's card of template `n` has `ord` n.
    public let templates: [AnkiCardTemplate]
    /// The CSS every card of the type is shown with.
    public let css: String

    public init(id: Int64, name: String, fields: [String], templates: [AnkiCardTemplate], css: String) {
        self.id = id
        self.name = name
        self.fields = fields
        self.templates = templates
        self.css = css
    }
}
