import KanjiKit

/// One line of the filter form.
public enum FilterOption: Sendable, Hashable {
    case modernJLPT(Int)
    case oldJLPT(Int)
    case grade(KanjiGradeGroup)
    case hasCommonWords
    case fewestStrokes
    case mostStrokes

    /// The form's lines, easiest levels first, as learners climb them.
    static let all: [FilterOption] = (1...5).reversed().map(FilterOption.modernJLPT)
        + (1...4).reversed().map(FilterOption.oldJLPT)
        + KanjiGradeGroup.allCases.map(FilterOption.grade)
        + [.hasCommonWords, .fewestStrokes, .mostStrokes]

    /// What the line says, with where the value comes from when it could mislead.
    public var label: String {
        switch self {
        case .modernJLPT(let level): return "JLPT N\(level) (unofficial tanos list)"
        case .oldJLPT(let level): return "old JLPT level \(level) (before 2010)"
        case .grade(let group):
            switch group {
            case .secondary: return "secondary-school jōyō"
            case .jinmeiyo: return "jinmeiyō (names)"
            default: return "grade \(group.rawValue)"
            }
        case .hasCommonWords: return "used in a common word"
        case .fewestStrokes: return "strokes from"
        case .mostStrokes: return "strokes up to"
        }
    }
}
