import KanjiKit

/// The one-line text form of a kanji in `search` and `list` results.
extension PlainText {
    /// "日  ニチ、ジツ  ひ、-び、-か  day; sun; Japan; counter for days  (4 strokes, jōyō 1, N5, old JLPT 4)":
    /// the character, on and kun readings ("—" when there are none), meanings, then the facts a list is
    /// filtered and sorted by, so `list --sort strokes` shows what it sorted on. Grade and JLPT read as in
    /// the browser's list; the pre-2010 JLPT level is named as such, never mixed with the N-level.
    static func line(for kanji: Kanji) -> String {
        let facts = [
            kanji.strokeCount == 1 ? "1 stroke" : "\(kanji.strokeCount) strokes",
            KanjiLabels.shortGrade(kanji.grade),
            KanjiLabels.shortModernJLPT(kanji.modernJLPTLevel),
            kanji.oldJLPTLevel.map { "old JLPT \($0)" },
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
