import KanjiKit

extension WordSegmenter {
    /// Every JMdict entry `word` may be, best first: the entry the segmenter chose (``TextWord/entryNumber``), then
    /// the others that share the form the text writes it in, in the order the segmenter weighed them (``EntryFit``:
    /// how usual that form is for each, whether MeCab's part of speech and reading fit it, its JLPT level, its rank) —
    /// なる in どうなるか gives 成る, then 生る, 鳴る and the rest. A word of several tokens (気を付ける, 名前 read
    /// across なま and え) gives the entries of that form. Reads only entries the segmenter has met (kept in its
    /// cache), so cycling through them costs microseconds.
    /// A name (``TextWord/name``) has none: JMnedict's names are no JMdict entries.
    public func candidates(of word: TextWord) -> [WordCandidate] {
        guard !word.isName else { return [] }
        return candidates(numbered: word.candidateNumbers.isEmpty ? [word.entryNumber] : word.candidateNumbers, writtenAs: word.dictionaryForm)
    }

    /// The candidates of a distinct word of a text (``TextAnalysis/WordCount``): those of its first use.
    public func candidates(of count: TextAnalysis.WordCount) -> [WordCandidate] {
        candidates(numbered: count.candidateNumbers.isEmpty ? [count.entryNumber] : count.candidateNumbers, writtenAs: count.dictionaryForm)
    }

    /// Every JMdict entry the text of `word` could be, for the reader's `e`/`E` (issue 45): the entry the segmenter
    /// chose first, then, beside its own candidates (``candidates(of:)-(TextWord)``), every entry written as the word's
    /// dictionary form with any reading (方: ほう, かた, がた) and every entry its surface is an inflection of, of a
    /// class that inflects so (かっている: 勝つ, 買う, 飼う, 刈る…; ないている: 泣く, 鳴く) — a kana surface so reaches
    /// every entry with that reading. Ordered as the segmenter weighs entries (``EntryFit``): first those whose part of
    /// speech fits the surface (the inflection reaches them, or the word stands uninflected), then by how usual the form
    /// they were found under is, whether the segmenter's reading is theirs, their JLPT level, their rank.
    ///
    /// Worked out when asked — for the word under the reader's cursor, and for a word the learner chose an entry for
    /// (``chosen(_:by:)``) —, never for every word of a line: a few index lookups and a few records the first time,
    /// kept by the segmenter's caches (``DictionaryForms``).
    public func everyCandidate(of word: TextWord) -> [WordCandidate] {
        guard !word.isName else { return [] }
        let reading = TokenReading.hiragana(word.reading)
        var fits: [Int: EntryFit] = [:]
        func add(_ number: Int, written: String, partOfSpeechFits: Bool) {
            guard let entry = forms.entry(number) else { return }
            let fit = EntryFit(formClass: EntryFit.formClass(of: entry, written: written), partOfSpeechFits: partOfSpeechFits,
                               readingFits: entry.readings.contains { TokenReading.hiragana($0.text) == reading },
                               jlptLevel: entry.jlptLevel ?? 0, number: number)
            if let known = fits[number], !(fit < known) { return }
            fits[number] = fit
        }
        let uninflected = word.inflection.isEmpty
        for inflected in forms.entries(inflectingTo: word.surface) {
            add(inflected.number, written: inflected.form, partOfSpeechFits: true)
        }
        let own = word.candidateNumbers.isEmpty ? [word.entryNumber] : word.candidateNumbers
        for number in own + forms.allNumbers(withForm: word.dictionaryForm) {
            add(number, written: word.dictionaryForm, partOfSpeechFits: uninflected)
        }
        let others = fits.filter { $0.key != word.entryNumber }.sorted { $0.value < $1.value }.map(\.key)
        return candidates(numbered: [word.entryNumber] + others, writtenAs: word.dictionaryForm)
    }

    /// Each headed as the text writes it where that is one of its spellings (``headword(of:number:writtenAs:)``).
    private func candidates(numbered numbers: [Int], writtenAs form: String) -> [WordCandidate] {
        numbers.compactMap { number in
            guard let entry = entry(number) else { return nil }
            return WordCandidate(entryNumber: number, sequence: entry.sequence, headword: headword(of: entry, number: number, writtenAs: form),
                                 reading: reading(of: entry, writtenAs: form))
        }
    }
}
