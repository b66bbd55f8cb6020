import KanjiKit

/// The dictionary as the segmenter asks it, thousands of times a page: which entries have a form, whether any
/// form starts with some text, and an entry by number — each answer kept, so a word met again costs a
/// dictionary lookup once. A 1 MB novel asks about some tens of thousands of distinct strings.
///
/// Not thread-safe: one per segmenter.
final class DictionaryForms {
    /// Strong: the mapped JMdict, shared read-only.
    let dictionary: WordDictionary
    private var numbersByForm: [String: [Int]] = [:]
    private var prefixes: [String: Bool] = [:]
    private var entries: [Int: DictionaryEntry] = [:]
    /// Answers kept before the caches are emptied and started again: a long session's reading stays bounded.
    private static let capacity = 200_000

    init(dictionary: WordDictionary) {
        self.dictionary = dictionary
    }

    /// The entries with a form equal to `form`, best-ranked first (at most 16: a kana form is shared by a
    /// few at most, the commonest first).
    func numbers(withForm form: String) -> [Int] {
        if let known = numbersByForm[form] { return known }
        trimIfFull()
        let numbers = dictionary.wordNumbers(withForm: form, limit: 16)
        numbersByForm[form] = numbers
        return numbers
    }

    /// Whether some form starts with `prefix`.
    func hasForm(startingWith prefix: String) -> Bool {
        if let known = prefixes[prefix] { return known }
        trimIfFull()
        let found = dictionary.hasForm(startingWith: prefix)
        prefixes[prefix] = found
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

    private func trimIfFull() {
        if numbersByForm.count >= Self.capacity { numbersByForm.removeAll(keepingCapacity: true) }
        if prefixes.count >= Self.capacity { prefixes.removeAll(keepingCapacity: true) }
    }
}
