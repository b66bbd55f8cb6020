/// Turns one line of `kanji.tsv` into a `Kanji`, or says exactly what is wrong with it.
///
/// The format is written by `tools/generate_data.py`: thirteen tab-separated columns; readings
/// and components separated by spaces, meanings by "|"; empty optional numbers left blank.
/// It works on the line's UTF-8 bytes: the separators are ASCII, so splitting bytes is exact, and
/// it is many times faster than splitting a `String` by grapheme.
///
/// Two steps, so that checking every line costs no allocation: `check` finds the columns and
/// validates everything (the only place a line can be rejected); `kanji` then builds the strings of a
/// checked line. `KanjiFile` checks every line when it opens the file and builds only those it needs.
enum KanjiRecordParser {
    static let header = "#kanji-tui kanji v1\tstrokes\tgrade\tjlpt_old\tjlpt_n\tfrequency\tradical\tradical_char\ton\tkun\tnanori\tcomponents\tmeanings"
    static let columnCount = 13

    /// The numeric columns of a checked line.
    struct Numbers {
        let strokes: Int, grade: Int?, oldJLPT: Int?, modernJLPT: Int?, frequency: Int?, radical: Int
    }

    /// - Parameter line: the line's text, without its newline.
    static func parse(_ line: String) -> Result<Kanji, LineProblem> {
        parse(utf8: Array(line.utf8)[...])
    }

    /// - Parameter line: the line's bytes, already known to be valid UTF-8, without its newline.
    /// - Returns: the kanji, or a problem description (the caller adds file and line).
    static func parse(utf8 line: ArraySlice<UInt8>) -> Result<Kanji, LineProblem> {
        var columns: [Range<Int>] = []
        return check(line, columns: &columns).map { kanji(line, columns: columns, numbers: $0) }
    }

    /// Splits `line` into its columns and checks them, building no string unless it reports a problem.
    /// - Parameters:
    ///   - line: the line's bytes, already known to be valid UTF-8, without its newline.
    ///   - columns: filled with the index range of each column in `line` (reused between lines).
    static func check(_ line: ArraySlice<UInt8>, columns: inout [Range<Int>]) -> Result<Numbers, LineProblem> {
        columns.removeAll(keepingCapacity: true)
        var start = line.startIndex
        while let tabIndex = line[start...].firstIndex(of: tab) {
            columns.append(start..<tabIndex)
            start = tabIndex + 1
        }
        columns.append(start..<line.endIndex)
        guard columns.count == columnCount else {
            return .failure(LineProblem("expected \(columnCount) tab-separated columns, found \(columns.count)"))
        }
        // In valid UTF-8 every scalar starts with exactly one byte that is not a continuation byte.
        guard line[columns[0]].count(where: { $0 & 0xC0 != 0x80 }) == 1 else {
            return .failure(LineProblem("column 'literal' must be one character, found \"\(text(line[columns[0]]))\""))
        }
        do {
            let numbers = Numbers(
                strokes: try number(line[columns[1]], "strokes", in: 1...99),
                grade: try optionalNumber(line[columns[2]], "grade", in: 1...10),
                oldJLPT: try optionalNumber(line[columns[3]], "jlpt_old", in: 1...4),
                modernJLPT: try optionalNumber(line[columns[4]], "jlpt_n", in: 1...5),
                frequency: try optionalNumber(line[columns[5]], "frequency", in: 1...9999),
                radical: try number(line[columns[6]], "radical", in: 1...214))
            guard line[columns[12]].contains(where: { $0 != bar }) else { return .failure(LineProblem("column 'meanings' is empty")) }
            return .success(numbers)
        } catch {
            return .failure(error)
        }
    }

    /// The kanji of a line that `check` accepted, with the columns and numbers it found.
    static func kanji(_ line: ArraySlice<UInt8>, columns: [Range<Int>], numbers: Numbers) -> Kanji {
        Kanji(
            character: text(line[columns[0]]),
            meanings: list(line[columns[12]], separatedBy: bar),
            onReadings: list(line[columns[8]], separatedBy: space),
            kunReadings: list(line[columns[9]], separatedBy: space),
            nanori: list(line[columns[10]], separatedBy: space),
            strokeCount: numbers.strokes,
            grade: numbers.grade,
            oldJLPTLevel: numbers.oldJLPT,
            modernJLPTLevel: numbers.modernJLPT,
            frequencyRank: numbers.frequency,
            radical: Radical(number: numbers.radical, character: text(line[columns[7]])),
            components: list(line[columns[11]], separatedBy: space)
        )
    }

    // MARK: - Fields

    private static let tab = UInt8(ascii: "\t")
    private static let space = UInt8(ascii: " ")
    private static let bar = UInt8(ascii: "|")

    private static func text(_ field: ArraySlice<UInt8>) -> String {
        String(decoding: field, as: UTF8.self)
    }

    private static func list(_ field: ArraySlice<UInt8>, separatedBy separator: UInt8) -> [String] {
        guard !field.isEmpty else { return [] }
        // Sized once: growing by appends would reallocate most of the 40,000 lists the file holds.
        var items: [String] = []
        items.reserveCapacity(field.reduce(1) { $1 == separator ? $0 + 1 : $0 })
        var start = field.startIndex
        while start < field.endIndex {
            let end = field[start...].firstIndex(of: separator) ?? field.endIndex
            if end > start { items.append(text(field[start..<end])) }
            start = end + 1
        }
        return items
    }

    private static func number(_ field: ArraySlice<UInt8>, _ column: String, in range: ClosedRange<Int>) throws(LineProblem) -> Int {
        var value = 0
        for byte in field {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte), value < 100_000 else { value = -1; break }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        guard !field.isEmpty, range.contains(value) else {
            throw LineProblem("column '\(column)' must be a number in \(range.lowerBound)...\(range.upperBound), found \"\(text(field))\"")
        }
        return value
    }

    private static func optionalNumber(_ field: ArraySlice<UInt8>, _ column: String, in range: ClosedRange<Int>) throws(LineProblem) -> Int? {
        field.isEmpty ? nil : try number(field, column, in: range)
    }
}
