import KanjiKit

extension WordSegmenter {
    /// The headword a word found under `form` is shown and kept under: the text's own spelling where it writes the
    /// word in kanji JMdict lists for the entry (直す, though JMdict heads the entry 治す; 四月, not ４月), for the
    /// text's spelling says which word its author meant; else the study spelling (``DictionaryForms/studySpelling(of:number:)``:
    /// kana text keeps the word under its usual spelling, がくせい under 学生).
    func headword(of entry: DictionaryEntry, number: Int, writtenAs form: String) -> String {
        if form.unicodeScalars.contains(where: WordScript.isKanji), entry.kanjiForms.contains(where: { $0.text == form }) { return form }
        return forms.studySpelling(of: entry, number: number)
    }

    /// The reading of `entry` written `form`: the first that JMdict gives that spelling (a reading may be restricted to
    /// some spellings), the entry's first for a kana form.
    func reading(of entry: DictionaryEntry, writtenAs form: String) -> String {
        guard entry.kanjiForms.contains(where: { $0.text == form }) else { return entry.reading }
        return entry.readings.first { $0.appliesTo(form) }?.text ?? entry.reading
    }
}
