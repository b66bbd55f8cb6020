import KanjiKit

/// The one-line text form of a kanji in `search` and `list` results.
extension PlainText {
    /// "日  ニチ、ジツ  ひ、-び、-か  day; sun; Japan; counter for days  (4 strokes, grade 1, N5)": the
    /// character, on and kun readings ("—" when there are none), meanings, then the facts a list is
    /// filtered and sorted by, so `list --sort strokes` shows what it sorted on.
    static func line(for kanji: Kanji) -> String {
        let facts = [
            kanji.strokeCount == 1 ? "1 stroke" : "\(kanji.strokeCount) strokes",
            kanji.grade.flatMap(KanjiGradeGroup.init(grade:))?.label,
            KanjiLabels.shortJLPT(modern: kanji.modernJLPTLevel, old: kanji.oldJLPTLevel),
        ].compactMap { $0 }.filter { !$0.isEmpty }
        return [
            kanji.character,
            KanjiLabels.list(kanji.onReadings),
            KanjiLabels.list(kanji.kunReadings),
            kanji.meanings.joined(separator: "; "),
            "(\(facts.joined(separator: ", ")))",
        ].joined(separator: "  ")
    }
}
