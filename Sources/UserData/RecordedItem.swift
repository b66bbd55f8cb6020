/// Something the user opened, as the database knows it: kanji-agnostic, only a kind, a key and, for a
/// word, the reading that tells two words with one headword apart (生物 せいぶつ / なまもの).
///
/// Kind, key and reading together are the item's identity: opening it again moves its one row to the top.
/// (Named apart from the browser's own `LookupItem`, so the app can import both modules.)
public struct RecordedItem: Sendable, Hashable {
    /// What the item is. Stored as its raw value, so the names are part of the file format.
    public enum Kind: String, Sendable, Hashable, CaseIterable, Codable {
        case kanji
        case word
    }

    public let kind: Kind
    /// The character (日) or the word's headword (日本); never empty.
    public let key: String
    /// The word's reading (にほん); `nil` for a kanji or a word known by its headword alone.
    public let reading: String?

    public init(kind: Kind, key: String, reading: String? = nil) {
        self.kind = kind
        self.key = key
        // An empty reading and no reading are the same item, as they are in the file.
        self.reading = reading?.isEmpty == true ? nil : reading
    }

    public static func kanji(_ character: String) -> RecordedItem {
        RecordedItem(kind: .kanji, key: character)
    }

    public static func word(_ headword: String, reading: String? = nil) -> RecordedItem {
        RecordedItem(kind: .word, key: headword, reading: reading)
    }
}
