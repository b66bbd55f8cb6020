import KanjiKit
import UserData

/// What a word typed for marking names: one word, several common words the learner must choose between, or none.
public enum MarkedWordMatch: Sendable, Hashable {
    case word(MarkedWordKey)
    /// A form without its reading that heads several common words (生物: せいぶつ and なまもの), or, written in kana,
    /// reads several (はし: 橋, 箸, 端): which one is not guessed.
    case ambiguous([MarkedWordKey])
    case none
}

extension StudyItemLookup {
    /// The word `text` names (日本, にほん, or `生物[なまもの]` choosing the reading) as the study list keys it, for
    /// marking it known or ignored. Without its reading, the common words the form heads are asked first (する is 為る,
    /// not 刷る, whose headword is 刷る; 彼 is かれ, not あれ, which JMdict heads あれ), else the common words it writes
    /// or reads: one is the word, several are ambiguous (はし: 橋, 端 and 箸). A form given with
    /// its reading, or naming no common word, is the entry `study add` would keep. A single kanji is read as the word it
    /// writes (日 is ひ or にち: ambiguous), never as the kanji: only words are marked.
    public func markedWordMatch(for text: String) throws(DatasetError) -> MarkedWordMatch {
        let (form, reading) = Self.split(text)
        if reading == nil, !form.isEmpty {
            let entries = try dictionary.entries(headword: form)
            let headed = entries.filter { $0.headword == form }
            var keys: [MarkedWordKey] = []
            for entry in (headed.isEmpty ? entries : headed) where entry.isCommon(written: form) {
                let key = MarkedWordKey(word: try dictionary.studySpelling(of: entry, readAs: entry.reading), reading: entry.reading)
                if !keys.contains(key) { keys.append(key) }
            }
            if keys.count > 1 { return .ambiguous(keys) }
            if let key = keys.first { return .word(key) }
        }
        return try markedWord(for: text).map(MarkedWordMatch.word) ?? .none
    }

    /// The word `text` names as the study list keys it — the entry `study add` would keep, its most common entry
    /// winning — or `nil` when JMdict has no word so written (or not with that reading).
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
