import KanjiKit
import UserData

extension StudyItemLookup {
    /// The word `text` names (日本, にほん, or `生物[なまもの]` choosing the reading) as the study list keys it — the
    /// entry `study add` would keep, its most common entry winning — for marking it known or ignored; `nil` when JMdict
    /// has no word so written (or not with that reading). A single kanji is read as the word it writes (日 is ひ), never
    /// as the kanji: only words are marked.
    public func markedWord(for text: String) throws(DatasetError) -> MarkedWordKey? {
        guard let (entry, reading) = try word(for: text) else { return nil }
        return MarkedWordKey(word: try dictionary.studySpelling(of: entry, readAs: reading), reading: reading)
    }

    /// The key of a word the study list would keep as `item` (an Anki note's match); `nil` for a kanji, which is no word
    /// to mark until read as one (``markedWord(for:)``).
    public static func markedWord(of item: RecordedItem) -> MarkedWordKey? {
        switch item.kind {
        case .kanji: nil
        case .word: MarkedWordKey(word: item.key, reading: item.reading ?? item.key)
        }
    }
}
