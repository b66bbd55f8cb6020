/// Display-ready wording for a kanji's fields, shared by the command line and the detail screen so
/// both say the same thing — including where a value comes from when it could mislead (the modern
/// JLPT levels are unofficial lists; KANJIDIC2's JLPT field is the pre-2010 test).
public enum KanjiLabels {
    /// Every fact of `kanji` in reading order; fields KANJIDIC2 leaves empty say so ("—"). The short facts a
    /// learner looks for (strokes, grade, JLPT) come before the long nanori list, so a short terminal that
    /// cannot show every fact keeps them.
    public static func facts(for kanji: Kanji) -> [KanjiFact] {
        [
            KanjiFact(label: "Meanings", value: kanji.meanings.joined(separator: "; ")),
            KanjiFact(label: "On", value: list(kanji.onReadings)),
            KanjiFact(label: "Kun", value: list(kanji.kunReadings)),
            KanjiFact(label: "Strokes", value: String(kanji.strokeCount)),
            KanjiFact(label: "Grade", value: grade(kanji.grade)),
            KanjiFact(label: "JLPT", value: jlpt(modern: kanji.modernJLPTLevel, old: kanji.oldJLPTLevel)),
            KanjiFact(label: "Nanori", value: list(kanji.nanori)),
            KanjiFact(label: "Frequency", value: frequency(kanji.frequencyRank)),
            KanjiFact(label: "Radical", value: "\(kanji.radical.character) (no. \(kanji.radical.number))"),
            KanjiFact(label: "Components", value: list(kanji.components)),
        ]
    }

    /// "jōyō 1 (elementary school, year 1)", "secondary (jōyō, secondary school)", "name use (jinmeiyō)", or "—":
    /// the list's cell first, then what it means.
    public static func grade(_ grade: Int?) -> String {
        switch grade {
        case let year? where (1...6).contains(year): return "\(shortGrade(year)) (elementary school, year \(year))"
        case 8?: return "secondary (jōyō, taught in secondary school)"
        case 9?: return "name use (jinmeiyō: used in names)"
        case 10?: return "name use (jinmeiyō: a variant of a jōyō kanji)"
        case let other?: return String(other)
        case nil: return "—"
        }
    }

    /// Short form for list cells, read at a glance: "jōyō 1"–"jōyō 6" (the jōyō kanji of each elementary
    /// year, KANJIDIC2 grades 1–6), "secondary" (the rest of the jōyō kanji, grade 8), "name use" (jinmeiyō,
    /// grades 9 and 10), or "".
    public static func shortGrade(_ grade: Int?) -> String {
        switch grade {
        case let year? where (1...6).contains(year): return "jōyō \(year)"
        case 8?: return "secondary"
        case 9?, 10?: return "name use"
        case let other?: return String(other)
        case nil: return ""
        }
    }

    /// "N5 (unofficial list) · old level 4 (before 2010)"; either part alone when only one is known.
    public static func jlpt(modern: Int?, old: Int?) -> String {
        let parts = [modern.map(modernJLPT), old.map { "old level \($0) (before 2010)" }].compactMap { $0 }
        return parts.isEmpty ? "—" : parts.joined(separator: " · ")
    }

    /// "N3 (unofficial list)" — the modern test publishes no kanji list.
    public static func modernJLPT(_ level: Int) -> String {
        "N\(level) (unofficial list)"
    }

    /// The modern level for a list cell: "N5" … "N1", or "".
    public static func shortModernJLPT(_ level: Int?) -> String {
        level.map { "N\($0)" } ?? ""
    }

    /// The pre-2010 level for a list cell: "old 4" … "old 1", or "". It never shares a cell with the
    /// modern level, whose numbers run the other way round (N5 is the easiest, old 4 was).
    public static func shortOldJLPT(_ level: Int?) -> String {
        level.map { "old \($0)" } ?? ""
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
