/// One card template of a note type: each note of the type gets a card of it (Anki's "Cards…" screen lists them),
/// numbered by its place in the type (`ord`), which is how a card knows which template made it.
public struct AnkiCardTemplate: Sendable, Hashable {
    /// The name Anki shows (the browser's Card column, the Cards… screen).
    public let name: String
    /// The question side, in Anki's template syntax (`{{Field}}`, `{{#Field}}…{{/Field}}`).
    public let front: String
    /// The answer side; `{{FrontSide}}` repeats the question.
    public let back: String
    /// The fields whose being filled in makes a note have this card (schema 11's `req`): `all` of them must be, or
    /// `any` one of them, by their index in the type's fields. Anki since 2.1.28 works this out from `front` itself;
    /// older versions read it, so it says the same as `front` does.
    public let requirement: Requirement

    public enum Requirement: Sendable, Hashable {
        case any([Int])
        case all([Int])
    }

    public init(name: String, front: String, back: String, requirement: Requirement) {
        self.name = name
        self.front = front
        self.back = back
        self.requirement = requirement
    }
}
