/// The school grades a learner filters by: elementary years 1–6 one by one, the rest of the jōyō
/// kanji (KANJIDIC2 grade 8), and the name kanji (jinmeiyō, grades 9 and 10 — KANJIDIC2 splits them
/// only by whether they vary a jōyō kanji, which no learner asks about).
public enum KanjiGradeGroup: Int, Sendable, Hashable, Comparable, CaseIterable {
    case grade1 = 1, grade2, grade3, grade4, grade5, grade6
    case secondary = 8
    case jinmeiyo = 9

    /// The group of a KANJIDIC2 grade, or nil for a grade KANJIDIC2 does not use (such as 7).
    public init?(grade: Int) {
        self.init(rawValue: grade == 10 ? 9 : grade)
    }

    /// Whether a kanji of KANJIDIC2 `grade` belongs here; a kanji without a grade belongs nowhere.
    public func contains(_ grade: Int?) -> Bool {
        grade.flatMap(KanjiGradeGroup.init(grade:)) == self
    }

    /// "grade 1" … "grade 6", "secondary", "jinmeiyō": how lists and headers name the group.
    public var label: String {
        switch self {
        case .secondary: return "secondary"
        case .jinmeiyo: return "jinmeiyō"
        default: return "grade \(rawValue)"
        }
    }

    /// The elementary year (1–6), or nil for the secondary and name groups.
    public var elementaryYear: Int? {
        rawValue <= 6 ? rawValue : nil
    }

    public static func < (left: KanjiGradeGroup, right: KanjiGradeGroup) -> Bool {
        left.rawValue < right.rawValue
    }
}
