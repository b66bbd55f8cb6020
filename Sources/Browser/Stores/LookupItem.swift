/// A thing the person looks up, keeps and studies: a kanji, or a word by its written form and reading (the reading
/// tells 生物 せいぶつ from 生物 なまもの). The identity the history and the study list share.
public enum LookupItem: Sendable, Hashable {
    case kanji(String)
    case word(headword: String, reading: String)
}
