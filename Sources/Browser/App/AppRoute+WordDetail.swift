import KanjiKit

extension AppRoute {
    /// `entry`'s detail, headed `spelling` where the text or the search wrote it so and that is another of the entry's
    /// kanji spellings than its headword (直す, of the entry JMdict heads 治す); otherwise the route says no spelling,
    /// so a word met as its headword has the one route it always had.
    static func wordDetail(_ entry: DictionaryEntry, writtenAs spelling: String) -> AppRoute {
        let other = spelling != entry.headword && entry.kanjiForms.contains { $0.text == spelling }
        return .wordDetail(rank: entry.rank, spelling: other ? spelling : nil)
    }
}
