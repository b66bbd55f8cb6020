import KanjiKit

extension ReadsWords where Self: KeepsCards {
    /// The study list's and the history's item for `entry`: its headword (the kana of a usually-kana word) and
    /// reading, or its kanji spelling when another word answers to that kana (`WordDictionary.studySpelling`).
    func studyItem(of entry: DictionaryEntry) -> LookupItem {
        let spelling = (try? words.get().studySpelling(of: entry, readAs: entry.reading)) ?? entry.headword
        let item = LookupItem.word(headword: spelling, reading: entry.reading)
        // A card kept before the kana became the headword (為る) keeps its key: the word is marked and unkept by it.
        let former = LookupItem.word(headword: entry.kanjiSpelling, reading: entry.reading)
        return !studyMarks.isKept(item) && studyMarks.isKept(former) ? former : item
    }
}
