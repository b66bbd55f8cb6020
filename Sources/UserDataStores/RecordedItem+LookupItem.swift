import Browser
import UserData

/// The browser's items as the user database stores them, and back: the history and the study list share
/// one identity (kind, key, reading).
extension RecordedItem {
    public init(_ item: LookupItem) {
        switch item {
        case .kanji(let character): self = .kanji(character)
        case .word(let headword, let reading): self = .word(headword, reading: reading)
        }
    }

    /// The item as the screens see it; a word stored without a reading reads as its headword (a kana word).
    public var lookupItem: LookupItem {
        switch kind {
        case .kanji: .kanji(key)
        case .word: .word(headword: key, reading: reading ?? key)
        }
    }

    /// How messages name the item: 日, or 日本 (にほん).
    public var displayName: String {
        reading.map { "\(key) (\($0))" } ?? key
    }
}
