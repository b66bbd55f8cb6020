/// A thing the person looks up, keeps and studies: a kanji, or a word by its written form and reading (the reading
/// tells 生物 せいぶつ from 生物 なまもの). The identity the history and the study list share.
public enum LookupItem: Sendable, Hashable {
    case kanji(String)
    case word(headword: String, reading: String)
}

extension LookupItem {
    /// The item as written: the kanji, or the word's headword (what `y` copies from a history or study row).
    public var text: String {
        switch self {
        case .kanji(let character): character
        case .word(let headword, _): headword
        }
    }
}
