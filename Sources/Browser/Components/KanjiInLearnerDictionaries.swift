import KanjiKit
import YomitanDictionaries

/// What the learner's kanji dictionaries say of one kanji (issue 49), as the kanji page's facts: each dictionary's
/// meanings, readings and figures under its title, and the kanji frequency lists' figures on one line.
public enum KanjiInLearnerDictionaries {
    /// The most columns a dictionary's title takes as a fact's label (the page's label column is 12, one a gap); a
    /// longer one is cut with "…".
    static let labelColumns = 11

    /// The facts `dictionaries` give `character`.
    public static func facts(of character: String, in dictionaries: LearnerDictionaries) -> [KanjiFact] {
        let (entries, frequencies) = dictionaries.kanji(character)
        var facts = entries.map { found in
            let kanji = found.value
            let readings = [kanji.onyomi.isEmpty ? nil : "on " + kanji.onyomi.joined(separator: "、"),
                            kanji.kunyomi.isEmpty ? nil : "kun " + kanji.kunyomi.joined(separator: "、")].compactMap { $0 }
            let stats = kanji.stats.map { "\($0.name) \($0.value)" }
            let parts = [kanji.meanings.joined(separator: "; ")] + readings + stats
            return KanjiFact(label: label(found.dictionary), value: parts.filter { !$0.isEmpty }.joined(separator: " · "))
        }
        if !frequencies.isEmpty {
            facts.append(KanjiFact(label: "Freq.", value: frequencies.map { "\($0.dictionary) \($0.value.frequency.shown)" }.joined(separator: " · ")))
        }
        return facts
    }

    private static func label(_ title: String) -> String {
        guard DisplayWidth.of(title) > labelColumns else { return title }
        var cut = ""
        for character in title {
            guard DisplayWidth.of(cut) + DisplayWidth.of(character) <= labelColumns - 1 else { break }
            cut.append(character)
        }
        return cut + "…"
    }
}
