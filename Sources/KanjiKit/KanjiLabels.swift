/// Display-ready wording for a kanji's fields, shared by the command line and the detail screen so
/// both say the same thing — including where a value comes from when it could mislead (the modern
/// JLPT levels are unofficial lists; KANJIDIC2's JLPT field is the pre-2010 test).
public enum KanjiLabels {
    /// Every fact of `kanji` in reading order; fields KANJIDIC2 leaves empty say so ("—").
    public static func facts(for kanji: Kanji) -> [KanjiFact] {
        [
            KanjiFact(label: "Meanings", value: kanji.meanings.joined(separator: "; ")),
            KanjiFact(label: "On", value: list(kanji.onReadings)),
            KanjiFact(label: "Kun", value: list(kanji.kunReadings)),
            KanjiFact(label: "Nanori", value: list(kanji.nanori)),
            KanjiFact(label: "Strokes", value: String(kanji.strokeCount)),
            KanjiFact(label: "Grade", value: grade(kanji.grade)),
            KanjiFact(label: "JLPT", value: jlpt(modern: kanji.modernJLPTLevel, old: kanji.oldJLPTLevel)),
            KanjiFact(label: "Frequency", value: frequency(kanji.frequencyRank)),
            KanjiFact(label: "Radical", value: "\(kanji.radical.character) (no. \(kanji.radical.number))"),
            KanjiFact(label: "Components", value: list(kanji.components)),
        ]
    }

    /// "1 (elementary school)", "secondary school (jōyō)", "jinmeiyō (names)", or "—".
    public static func grade(_ grade: Int?) -> String {
        switch grade {
        case let year? where (1...6).contains(year): return "\(year) (elementary school)"
        case 8?: return "secondary school (jōyō)"
        case 9?: return "jinmeiyō (used in names)"
        case 10?: return "jinmeiyō (variant of a jōyō kanji)"
        case let other?: return String(other)
        case nil: return "—"
        }
    }

    /// Short form for list columns: "1"–"6", "sec" (secondary-school jōyō), "name" (jinmeiyō), or "".
    public static func shortGrade(_ grade: Int?) -> String {
        switch grade {
        case let year? where (1...6).contains(year): return String(year)
        case 8?: return "sec"
        case 9?, 10?: return "name"
        case let other?: return String(other)
        case nil: return ""
        }
    }

    /// "N5 (unofficial list) · old level 4"; either part alone when only one is known.
    public static func jlpt(modern: Int?, old: Int?) -> String {
        let parts = [modern.map(modernJLPT), old.map { "old level \($0)" }].compactMap { $0 }
        return parts.isEmpty ? "—" : parts.joined(separator: " · ")
    }

    /// "N3 (unofficial list)" — the modern test publishes no kanji list.
    public static func modernJLPT(_ level: Int) -> String {
        "N\(level) (unofficial list)"
    }

    /// Short form for list columns: "N5", or "old 2" when only the pre-2010 level is known.
    public static func shortJLPT(modern: Int?, old: Int?) -> String {
        if let modern { return "N\(modern)" }
        if let old { return "old \(old)" }
        return ""
    }

    /// "1 of 2,501 in newspapers", or "—" for the kanji outside the ranking.
    public static func frequency(_ rank: Int?) -> String {
        guard let rank else { return "—" }
        return "\(rank) of 2,501 in newspapers"
    }

    /// Readings and components joined by the Japanese list comma, or "—" when there are none.
    public static func list(_ items: [String]) -> String {
        items.isEmpty ? "—" : items.joined(separator: "、")
    }

    /// The first `limit` glosses of a word joined by "; ": EDICT's first senses are its main ones.
    public static func gloss(of word: Word, limit: Int = 3) -> String {
        word.glosses.prefix(limit).joined(separator: "; ")
    }
}
