extension WordDictionary {
    /// The word numbers (rank − 1) of the entries with a form (kanji or kana) equal to `form`, best-ranked
    /// first, at most `limit` of them; width and script of kana ignored as in ``entries(headword:)``. Reads
    /// no record: a text's segmenter asks this for every token and reads only the entries it keeps.
    public func wordNumbers(withForm form: String, limit: Int) -> [Int] {
        forms.postings(of: DictionaryKey.form(form), limit: limit).map(Self.wordNumber)
    }

    /// Whether some form starts with `prefix` (itself included): a segmenter stops joining tokens into a longer
    /// expression as soon as no word of the dictionary could be written so. One index block read at most.
    public func hasForm(startingWith prefix: String) -> Bool {
        var found = false
        forms.forEachKey(withPrefix: DictionaryKey.form(prefix), limit: 0) { _, _, _ in
            found = true
            return false
        }
        return found
    }
}
