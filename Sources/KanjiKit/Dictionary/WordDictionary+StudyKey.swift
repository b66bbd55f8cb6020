extension WordDictionary {
    /// The written form a word read `reading` is kept for study under: its headword, the kana of a word usually
    /// written in kana (する, この, なる), when that kana and reading open it (`word(keyed:reading:)`); else its kanji
    /// spelling — 居る and 要る are both usually いる: いる opens 居る, so 要る is kept as 要る and each card opens its own
    /// word. A reading other than the headword's keeps the kanji spelling (此の read こん). A word with no kanji
    /// form, or written in kanji, is kept as its headword, as before.
    /// - Throws: `DatasetError` when a record is malformed.
    public func studySpelling(of entry: DictionaryEntry, readAs reading: String) throws(DatasetError) -> String {
        let spelling = entry.spelling(readAs: reading)
        guard spelling != entry.kanjiSpelling else { return spelling }
        return try word(keyed: spelling, reading: reading)?.sequence == entry.sequence ? spelling : entry.kanjiSpelling
    }

    /// The word a study card written `written` and read `reading` opens (`DictionaryEntry.isKeyed(by:reading:)`), or
    /// nil when none answers to it. When several do (いる: 居る, 要る, 癒る …), the one at the easiest JLPT level, then
    /// the one with the most senses — the basic word (居る's 6 against 要る's 1; 成る at N5 before 生る at N2) — then
    /// the first by form class and rank, so a kana card opens the word a learner means by it.
    /// - Throws: `DatasetError` when a record is malformed.
    public func word(keyed written: String, reading: String) throws(DatasetError) -> DictionaryEntry? {
        let keyed = try entries(headword: written).filter { $0.isKeyed(by: written, reading: reading) }
        return keyed.enumerated().min { left, right in
            (-(left.element.jlptLevel ?? 0), -left.element.senses.count, left.offset)
                < (-(right.element.jlptLevel ?? 0), -right.element.senses.count, right.offset)
        }?.element
    }
}
