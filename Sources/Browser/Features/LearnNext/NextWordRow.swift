import Segmentation

/// A row of the words to learn next: a word of the library not known yet, how often the library uses it and in how
/// many texts, and what knowing it would raise each of those texts' coverage to — as `kanji-tui sentences --next`
/// prints it — with its gloss, read when the row is.
public struct NextWordRow: Sendable, Hashable {
    /// The word, as the learner chose its entry (its first use in the library).
    public let word: TextWord
    /// Its first sense's glosses.
    public let gloss: String
    /// How many times the library uses it.
    public let occurrences: Int
    /// The texts that use it, most uses first, each with its share of words known now and once this one is.
    public let texts: [LibrarySentences.Coverage]
    /// Whether it was on the study list when the row was read (kept, not mature yet: still unknown).
    public let wasKept: Bool

    public init(_ next: LibrarySentences.NextWord, gloss: String, wasKept: Bool) {
        word = next.word
        occurrences = next.occurrences
        texts = next.texts
        self.gloss = gloss
        self.wasKept = wasKept
    }

    /// The word as the study list keeps it.
    public var item: LookupItem { .word(headword: word.headword, reading: word.reading) }

    /// The text knowing the word helps most (its share rises most), the first of those that tie.
    public var mostHelped: LibrarySentences.Coverage? {
        texts.reduce(nil) { best, text in
            guard let best, best.ifKnown - best.now >= text.ifKnown - text.now else { return text }
            return best
        }
    }

    /// "cats.txt 91.2 → 92.0 %": a text's coverage now and once the word is known, to a tenth of a percent — a
    /// word's gain in a long text is often less than one.
    public static func coverageText(_ coverage: LibrarySentences.Coverage) -> String {
        "\(coverage.title) \(coverageFigures(coverage))"
    }

    /// "91.2 → 92.0 %": the figures of ``coverageText(_:)`` alone, for a row that shortens the title, never them.
    public static func coverageFigures(_ coverage: LibrarySentences.Coverage) -> String {
        "\(tenths(coverage.now)) → \(tenths(coverage.ifKnown)) %"
    }

    /// `share` (0 to 1) as a percentage with one decimal: "91.2".
    static func tenths(_ share: Double) -> String {
        let tenths = Int((share * 1000).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}
