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
    /// The entries each surface may be an inflection of (``entries(inflectingTo:)``): the reader's `e` and the choices
    /// applied to a text ask it of the same few surfaces again and again.
    private var inflectedEntries: [ExactText: [(number: Int, form: String)]] = [:]
    /// Every entry of a form (``allNumbers(withForm:)``), beyond the 16 the segmenter weighs.
    private var allNumbersByForm: [ExactText: [Int]] = [:]
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

    /// Every entry with a form equal to `form`, best-ranked first, at most ``allPerForm``: こう is the reading of fifty,
    /// かく of eighteen (the index gives the commonest forms first).
    func allNumbers(withForm form: String) -> [Int] {
        let key = ExactText(form)
        if let known = allNumbersByForm[key] { return known }
        trimIfFull()
        let numbers = dictionary.wordNumbers(withForm: form, limit: Self.allPerForm)
        allNumbersByForm[key] = numbers
        return numbers
    }

    /// Entries of one form ``allNumbers(withForm:)`` reads.
    static let allPerForm = 64

    /// Every entry `surface` may be an inflection of, with the dictionary form it is found under: the forms the
    /// conjugation rules lead back to (``Deinflector``) whose entries have a class the chain fits (かっている: 買う, 飼う
    /// under かう; 勝つ under かつ; 刈る under かる), each entry once, under its shortest chain.
    func entries(inflectingTo surface: String) -> [(number: Int, form: String)] {
        let key = ExactText(surface)
        if let known = inflectedEntries[key] { return known }
        trimIfFull()
        var found: [(number: Int, form: String)] = []
        for deinflection in Deinflector.candidates(of: surface) {
            for number in allNumbers(withForm: deinflection.text)
            where !wordClass(of: number).isDisjoint(with: deinflection.wordClass) && !found.contains(where: { $0.number == number }) {
                found.append((number, deinflection.text))
            }
        }
        inflectedEntries[key] = found
        return found
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
        if inflectedEntries.count >= Self.capacity { inflectedEntries.removeAll(keepingCapacity: true) }
        if allNumbersByForm.count >= Self.capacity { allNumbersByForm.removeAll(keepingCapacity: true) }
    }
}
