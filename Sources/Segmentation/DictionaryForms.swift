import KanjiKit

/// The dictionary as the segmenter asks it, thousands of times a page: which entries have a form, whether any
/// form starts with some text, and an entry by number — each answer kept, so a word met again costs a
/// dictionary lookup once. A 1 MB novel asks about some tens of thousands of distinct strings.
///
/// Not thread-safe: one per segmenter.
final class DictionaryForms {
    /// Strong: the mapped JMdict, shared read-only.
    let dictionary: WordDictionary
    /// Keyed by bytes (``ExactText``): a `String` key's hash normalizes the text, every lookup.
    private var numbersByForm: [ExactText: [Int]] = [:]
    private var prefixes: [ExactText: Bool] = [:]
    private var entries: [Int: DictionaryEntry] = [:]
    /// Each entry's conjugation classes, which `DictionaryEntry.wordClass` works out from its senses' parts of
    /// speech every time it is asked (a tenth of `analyze`'s time on a novel before they were kept).
    private var wordClasses: [Int: WordClass] = [:]
    /// Each entry's study spelling (``WordDictionary/studySpelling(of:readAs:)``), which looks up the entries that
    /// share a usually-kana word's kana: する, いる and この come on every page.
    private var studySpellings: [Int: String] = [:]
    /// Answers kept before the caches are emptied and started again: a long session's reading stays bounded.
    private static let capacity = 200_000

    init(dictionary: WordDictionary) {
        self.dictionary = dictionary
    }

    /// The entries with a form equal to `form`, best-ranked first (at most 16: a kana form is shared by a
    /// few at most, the commonest first).
    func numbers(withForm form: String) -> [Int] {
        let key = ExactText(form)
        if let known = numbersByForm[key] { return known }
        trimIfFull()
        let numbers = dictionary.wordNumbers(withForm: form, limit: 16)
        numbersByForm[key] = numbers
        return numbers
    }

    /// Whether some form starts with `prefix`.
    func hasForm(startingWith prefix: String) -> Bool {
        let key = ExactText(prefix)
        if let known = prefixes[key] { return known }
        trimIfFull()
        let found = dictionary.hasForm(startingWith: prefix)
        prefixes[key] = found
        return found
    }

    /// The entry numbered `number`, or `nil` when its record cannot be read.
    func entry(_ number: Int) -> DictionaryEntry? {
        if let known = entries[number] { return known }
        guard let entry = try? dictionary.entry(rank: number + 1) else { return nil }
        if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
        entries[number] = entry
        return entry
    }

    /// The conjugation classes of entry `number` (empty when its record cannot be read).
    func wordClass(of number: Int) -> WordClass {
        if let known = wordClasses[number] { return known }
        let found = entry(number)?.wordClass ?? WordClass()
        if wordClasses.count >= Self.capacity { wordClasses.removeAll(keepingCapacity: true) }
        wordClasses[number] = found
        return found
    }

    /// The spelling entry `number` is kept for study under, read as its own reading: 居る and 要る are both usually
    /// written いる, and only 居る is kept as いる, so a card of 要る met in a text opens 要る.
    func studySpelling(of entry: DictionaryEntry, number: Int) -> String {
        if let known = studySpellings[number] { return known }
        let spelling = (try? dictionary.studySpelling(of: entry, readAs: entry.reading)) ?? entry.kanjiSpelling
        if studySpellings.count >= Self.capacity { studySpellings.removeAll(keepingCapacity: true) }
        studySpellings[number] = spelling
        return spelling
    }

    private func trimIfFull() {
        if numbersByForm.count >= Self.capacity { numbersByForm.removeAll(keepingCapacity: true) }
        if prefixes.count >= Self.capacity { prefixes.removeAll(keepingCapacity: true) }
    }
}
