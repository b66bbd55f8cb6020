/// Which kanji a list shows: by JLPT level, school grade, strokes and whether common words use them.
///
/// Values within one criterion are alternatives (N5 or N4); criteria all have to hold (N5 and grade 1).
/// An empty criterion does not filter, so the empty filter passes every kanji.
public struct KanjiFilter: Sendable, Hashable {
    /// Modern N-levels, 1…5 (unofficial tanos lists).
    public var jlptLevels: Set<Int>
    /// Pre-2010 levels, 1…4, as KANJIDIC2 records them.
    public var oldJLPTLevels: Set<Int>
    public var grades: Set<KanjiGradeGroup>
    public var strokes: ClosedRange<Int>?
    /// When set, only these kanji pass: pass `KanjiStore.kanjiWithCommonWords()` for "has common words".
    /// The filter holds the set itself so that `matches` needs nothing else.
    public var kanjiWithCommonWords: Set<Unicode.Scalar>?

    public init(jlptLevels: Set<Int> = [], oldJLPTLevels: Set<Int> = [], grades: Set<KanjiGradeGroup> = [],
                strokes: ClosedRange<Int>? = nil, kanjiWithCommonWords: Set<Unicode.Scalar>? = nil) {
        self.jlptLevels = jlptLevels
        self.oldJLPTLevels = oldJLPTLevels
        self.grades = grades
        self.strokes = strokes
        self.kanjiWithCommonWords = kanjiWithCommonWords
    }

    /// Whether the filter lets every kanji through.
    public var isEmpty: Bool {
        jlptLevels.isEmpty && oldJLPTLevels.isEmpty && grades.isEmpty && strokes == nil && kanjiWithCommonWords == nil
    }

    public func matches(_ kanji: Kanji) -> Bool {
        matches(KanjiFilterFacts(kanji))
    }

    /// The one definition of a match, on the few facts a filter reads (also read straight from a line of
    /// `kanji.tsv` by `KanjiFile.kanji(passing:)`).
    public func matches(_ facts: KanjiFilterFacts) -> Bool {
        (jlptLevels.isEmpty || facts.modernJLPTLevel.map(jlptLevels.contains) == true)
            && (oldJLPTLevels.isEmpty || facts.oldJLPTLevel.map(oldJLPTLevels.contains) == true)
            && (grades.isEmpty || grades.contains { $0.contains(facts.grade) })
            && (strokes?.contains(facts.strokeCount) ?? true)
            && (kanjiWithCommonWords?.contains(facts.scalar) ?? true)
    }

    /// A short description for a list header, e.g. "N5 · grade 1–2 · 1–5 strokes · has words"; empty for
    /// the empty filter. Levels run from easiest to hardest, as learners climb them.
    public var label: String {
        var parts: [String] = []
        if !jlptLevels.isEmpty {
            parts.append(jlptLevels.sorted(by: >).map { "N\($0)" }.joined(separator: "/"))
        }
        if !oldJLPTLevels.isEmpty {
            parts.append("old " + oldJLPTLevels.sorted(by: >).map(String.init).joined(separator: "/"))
        }
        if !grades.isEmpty { parts.append(Self.gradeLabel(grades)) }
        if let strokes { parts.append(strokes == 1...1 ? "1 stroke" : Self.text(of: strokes) + " strokes") }
        if kanjiWithCommonWords != nil { parts.append("has words") }
        return parts.joined(separator: " · ")
    }

    /// "grade 1–3, 5", then "secondary" and "jinmeiyō": consecutive elementary years as ranges.
    private static func gradeLabel(_ grades: Set<KanjiGradeGroup>) -> String {
        var runs: [ClosedRange<Int>] = []
        for year in grades.compactMap(\.elementaryYear).sorted() {
            if let last = runs.last, last.upperBound == year - 1 {
                runs[runs.count - 1] = last.lowerBound...year
            } else {
                runs.append(year...year)
            }
        }
        var names: [String] = []
        if !runs.isEmpty {
            names.append("grade " + runs.map(text(of:)).joined(separator: ", "))
        }
        names += grades.filter { $0.elementaryYear == nil }.sorted().map(\.label)
        return names.joined(separator: ", ")
    }

    /// "3" or "1–5".
    private static func text(of range: ClosedRange<Int>) -> String {
        range.count == 1 ? "\(range.lowerBound)" : "\(range.lowerBound)–\(range.upperBound)"
    }
}
