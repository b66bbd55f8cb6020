import KanjiKit

/// A column of the kanji list: its heading, how it reads a kanji, and how it takes part when the width
/// is shared out (`ListColumnLayout`). The raw value is the column's place in `allCases`, where a row's
/// cells are read.
enum ListColumn: Int, CaseIterable {
    case kanji, on, kun, meanings, strokes, grade, jlpt, oldJLPT, frequency

    /// Columns leave narrow terminals in this order; kanji and meanings always stay.
    static let dropOrder: [ListColumn] = [.frequency, .oldJLPT, .grade, .strokes, .jlpt, .kun, .on]
    static let gap = 2

    var heading: String {
        switch self {
        case .kanji: return "Kanji"
        case .on: return "On"
        case .kun: return "Kun"
        case .meanings: return "Meanings"
        case .strokes: return "Str"
        case .grade: return "Grade"
        case .jlpt: return "JLPT"
        case .oldJLPT: return "Old JLPT"
        case .frequency: return "Freq"
        }
    }

    /// How a long column shares the room with the other long ones: readings and meanings are cut only
    /// when the terminal cannot hold them, meanings taking twice a reading's share (they are what a
    /// learner reads first). Nil for a short column, which always gets its widest cell.
    var share: (weight: Int, minimum: Int)? {
        switch self {
        case .on: return (1, 8)
        case .kun: return (1, 10)
        case .meanings: return (2, 24)
        default: return nil
        }
    }

    var alignsRight: Bool {
        self == .strokes || self == .frequency
    }

    func text(for kanji: Kanji) -> String {
        switch self {
        case .kanji: return kanji.character
        case .on: return kanji.onReadings.joined(separator: "、")
        case .kun: return kanji.kunReadings.joined(separator: "、")
        case .meanings: return kanji.meanings.joined(separator: "; ")
        case .strokes: return String(kanji.strokeCount)
        case .grade: return KanjiLabels.shortGrade(kanji.grade)
        case .jlpt: return KanjiLabels.shortModernJLPT(kanji.modernJLPTLevel)
        case .oldJLPT: return KanjiLabels.shortOldJLPT(kanji.oldJLPTLevel)
        case .frequency: return kanji.frequencyRank.map(String.init) ?? ""
        }
    }
}
