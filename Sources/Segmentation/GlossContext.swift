import KanjiKit

/// Whether two entries' meanings relate, by the English of their glosses: a simplified Lesk, which tells apart
/// entries that are equally plausible for a token by the word before it. 傘 is "umbrella; parasol", and of the common
/// verbs read さす only 差す has "to hold up (an umbrella, etc.)": 傘をさす is 差す.
///
/// Only words of four letters or more count, less a few that glosses use for grammar ("something", "oneself"), so
/// "to" and "(of water)" relate nothing. Not thread-safe: one per segmenter.
final class GlossContext {
    /// Strong: the segmenter's dictionary answers, shared with it.
    private let forms: DictionaryForms
    /// Each entry's gloss words, kept.
    private var words: [Int: Set<String>] = [:]
    /// Each entry's gloss words sense by sense, kept: a verb after its object is weighed again at every use.
    private var senseWords: [Int: [Set<String>]] = [:]
    private static let capacity = 20_000
    private static let grammarWords: Set<String> = [
        "something", "someone", "somebody", "oneself", "one's", "thing", "things", "with", "from", "into", "that", "this",
        "have", "make", "being", "become", "about", "over", "very", "some", "other", "used", "etc", "also", "such", "when",
        "what", "kind", "person", "people", "place", "time", "more", "less", "well", "them", "their", "they", "will",
    ]

    init(forms: DictionaryForms) {
        self.forms = forms
    }

    /// The entries of `numbers` that are nouns by their first sense: the words whose meaning is context (an adjective
    /// before a verb — きれいなところにすむ — says how, not what: 澄む "to become clear" is no better for it).
    func nouns(among numbers: [Int]) -> [Int] {
        numbers.filter { forms.entry($0)?.senses.first?.partsOfSpeech.contains { $0.hasPrefix("noun") } == true }
    }

    /// Whether entry `first`'s glosses and entry `second`'s share a word.
    func relates(_ first: Int, to second: Int) -> Bool {
        !glossWords(of: first).isDisjoint(with: glossWords(of: second))
    }

    /// The index of the first sense of entry `number` whose glosses share a word with entry `noun`'s, where its
    /// first sense shares none: 電気をつける is "to turn on; to switch on; to light up", whose "light" is 電気's
    /// "(electric) light", not "to attach"; 電話をかける is "to call". nil where the first sense relates, or none does.
    func sense(of number: Int, relatingTo noun: Int) -> Int? {
        let senses = wordsBySense(of: number)
        guard senses.count > 1 else { return nil }
        let nounWords = glossWords(of: noun)
        guard !nounWords.isEmpty else { return nil }
        let related = senses.firstIndex { !$0.isDisjoint(with: nounWords) }
        return related == 0 ? nil : related
    }

    private func wordsBySense(of number: Int) -> [Set<String>] {
        if let known = senseWords[number] { return known }
        let found = (forms.entry(number)?.senses ?? []).map(Self.words(of:))
        if senseWords.count >= Self.capacity { senseWords.removeAll(keepingCapacity: true) }
        senseWords[number] = found
        return found
    }

    private func glossWords(of number: Int) -> Set<String> {
        if let known = words[number] { return known }
        let found = wordsBySense(of: number).reduce(into: Set<String>()) { $0.formUnion($1) }
        if words.count >= Self.capacity { words.removeAll(keepingCapacity: true) }
        words[number] = found
        return found
    }

    /// The words of meaning of `sense`'s glosses: four letters or more, not ``grammarWords``.
    private static func words(of sense: DictionaryEntry.Sense) -> Set<String> {
        var found: Set<String> = []
        for gloss in sense.glosses {
            for word in gloss.lowercased().split(whereSeparator: { !$0.isLetter && $0 != "'" }) where word.count >= 4 {
                let word = String(word)
                if !grammarWords.contains(word) { found.insert(word) }
            }
        }
        return found
    }
}
