/// Turns one line of `kanji.tsv` into a `Kanji`, or says exactly what is wrong with it.
///
/// The format is written by `tools/generate_data.py`: thirteen tab-separated columns; readings
/// and components separated by spaces, meanings by "|"; empty optional numbers left blank.
enum KanjiRecordParser {
    static let header = "#kanji-tui kanji v1\tstrokes\tgrade\tjlpt_old\tjlpt_n\tfrequency\tradical\tradical_char\ton\tkun\tnanori\tcomponents\tmeanings"
    static let columnCount = 13

    /// - Parameter line: the line's text, without its newline.
    /// - Returns: the kanji, or a problem description (the caller adds file and line).
    static func parse(_ line: String) -> Result<Kanji, LineProblem> {
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
        guard fields.count == columnCount else {
            return .failure(LineProblem("expected \(columnCount) tab-separated columns, found \(fields.count)"))
        }
        guard fields[0].count == 1 else {
            return .failure(LineProblem("column 'literal' must be one character, found \"\(fields[0])\""))
        }
        do {
            let kanji = Kanji(
                character: String(fields[0]),
                meanings: fields[12].split(separator: "|").map(String.init),
                onReadings: words(fields[8]),
                kunReadings: words(fields[9]),
                nanori: words(fields[10]),
                strokeCount: try number(fields[1], "strokes", in: 1...99),
                grade: try optionalNumber(fields[2], "grade", in: 1...10),
                oldJLPTLevel: try optionalNumber(fields[3], "jlpt_old", in: 1...4),
                modernJLPTLevel: try optionalNumber(fields[4], "jlpt_n", in: 1...5),
                frequencyRank: try optionalNumber(fields[5], "frequency", in: 1...9999),
                radical: Radical(number: try number(fields[6], "radical", in: 1...214), character: String(fields[7])),
                components: words(fields[11])
            )
            guard !kanji.meanings.isEmpty else { return .failure(LineProblem("column 'meanings' is empty")) }
            return .success(kanji)
        } catch {
            return .failure(error)
        }
    }

    // MARK: - Fields

    private static func words(_ field: Substring) -> [String] {
        field.split(separator: " ").map(String.init)
    }

    private static func number(_ field: Substring, _ column: String, in range: ClosedRange<Int>) throws(LineProblem) -> Int {
        guard let value = Int(field), range.contains(value) else {
            throw LineProblem("column '\(column)' must be a number in \(range.lowerBound)...\(range.upperBound), found \"\(field)\"")
        }
        return value
    }

    private static func optionalNumber(_ field: Substring, _ column: String, in range: ClosedRange<Int>) throws(LineProblem) -> Int? {
        field.isEmpty ? nil : try number(field, column, in: range)
    }
}
