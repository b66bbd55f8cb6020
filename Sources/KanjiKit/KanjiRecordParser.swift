/// Turns one line of `kanji.tsv` into a `Kanji`, or says exactly what is wrong with it.
///
/// The format is written by `tools/generate_data.py`: thirteen tab-separated columns; readings
/// and components separated by spaces, meanings by "|"; empty optional numbers left blank.
/// It works on the line's UTF-8 bytes: the separators are ASCII, so splitting bytes is exact, and
/// it is many times faster than splitting a `String` by grapheme — this runs 10,361 times at start.
enum KanjiRecordParser {
    static let header = "#kanji-tui kanji v1\tstrokes\tgrade\tjlpt_old\tjlpt_n\tfrequency\tradical\tradical_char\ton\tkun\tnanori\tcomponents\tmeanings"
    static let columnCount = 13

    /// - Parameter line: the line's text, without its newline.
    static func parse(_ line: String) -> Result<Kanji, LineProblem> {
        parse(utf8: Array(line.utf8)[...])
    }

    /// - Parameter line: the line's bytes, already known to be valid UTF-8, without its newline.
    /// - Returns: the kanji, or a problem description (the caller adds file and line).
    static func parse(utf8 line: ArraySlice<UInt8>) -> Result<Kanji, LineProblem> {
        var fields: [ArraySlice<UInt8>] = []
        fields.reserveCapacity(columnCount)
        var start = line.startIndex
        while let tabIndex = line[start...].firstIndex(of: tab) {
            fields.append(line[start..<tabIndex])
            start = tabIndex + 1
        }
        fields.append(line[start...])
        guard fields.count == columnCount else {
            return .failure(LineProblem("expected \(columnCount) tab-separated columns, found \(fields.count)"))
        }
        let literal = text(fields[0])
        guard literal.unicodeScalars.count == 1 else {
            return .failure(LineProblem("column 'literal' must be one character, found \"\(literal)\""))
        }
        do {
            let kanji = Kanji(
                character: literal,
                meanings: list(fields[12], separatedBy: bar),
                onReadings: list(fields[8], separatedBy: space),
                kunReadings: list(fields[9], separatedBy: space),
                nanori: list(fields[10], separatedBy: space),
                strokeCount: try number(fields[1], "strokes", in: 1...99),
                grade: try optionalNumber(fields[2], "grade", in: 1...10),
                oldJLPTLevel: try optionalNumber(fields[3], "jlpt_old", in: 1...4),
                modernJLPTLevel: try optionalNumber(fields[4], "jlpt_n", in: 1...5),
                frequencyRank: try optionalNumber(fields[5], "frequency", in: 1...9999),
                radical: Radical(number: try number(fields[6], "radical", in: 1...214), character: text(fields[7])),
                components: list(fields[11], separatedBy: space)
            )
            guard !kanji.meanings.isEmpty else { return .failure(LineProblem("column 'meanings' is empty")) }
            return .success(kanji)
        } catch {
            return .failure(error)
        }
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
