import KanjiKit

/// A column of the kanji list, its width and how it reads a kanji.
enum ListColumn: CaseIterable {
    case kanji, on, kun, meanings, strokes, grade, jlpt, frequency

    /// Columns leave narrow terminals in this order; kanji and meanings always stay.
    static let dropOrder: [ListColumn] = [.frequency, .grade, .strokes, .jlpt, .kun, .on]
    /// Meanings get what is left, but never less than this while another column could give way.
    static let minimumMeaningsWidth = 22
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
        case .frequency: return "Freq"
        }
    }

    /// Fixed widths; nil for meanings, which takes the rest.
    var fixedWidth: Int? {
        switch self {
        case .kanji: return 5
        case .on: return 12
        case .kun: return 14
        case .meanings: return nil
        case .strokes: return 3
        case .grade: return 5
        case .jlpt: return 5
        case .frequency: return 4
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
        case .jlpt: return KanjiLabels.shortJLPT(modern: kanji.modernJLPTLevel, old: kanji.oldJLPTLevel)
        case .frequency: return kanji.frequencyRank.map(String.init) ?? ""
        }
    }

    /// The columns that fit `width` (between the one-column margins), each with its width, in display order.
    static func layout(width: Int) -> [(column: ListColumn, width: Int)] {
        var shown = ListColumn.allCases
        func meaningsWidth() -> Int {
            let fixed = shown.compactMap(\.fixedWidth).reduce(0, +)
            return width - 2 - fixed - gap * (shown.count - 1)
        }
        for column in dropOrder where meaningsWidth() < minimumMeaningsWidth {
            shown.removeAll { $0 == column }
        }
        let rest = max(0, meaningsWidth())
        return shown.map { ($0, $0.fixedWidth ?? rest) }
    }
}
