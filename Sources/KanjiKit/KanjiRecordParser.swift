/// Turns one line of `kanji.tsv` into a `Kanji`, or says exactly what is wrong with it.
///
/// The format is written by `tools/generate_data.py`: thirteen tab-separated columns; readings
/// and components separated by spaces, meanings by "|"; empty optional numbers left blank.
/// It works on the line's UTF-8 bytes: the separators are ASCII, so splitting bytes is exact, and
/// it is many times faster than splitting a `String` by grapheme.
///
/// Two steps, so that checking every line of a file builds no string: `check` validates the UTF-8,
/// finds the columns and checks them in one pass over the bytes (the only place a line can be
/// rejected); `kanji` then builds the strings of a checked line. `KanjiFile` checks every line of a
/// file without a matching stamp when it opens it, and builds only the lines it is asked for.
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

    /// - Parameter line: the line's bytes, without its newline.
    /// - Returns: the kanji, or a problem description (the caller adds file and line).
    static func parse(utf8 line: ArraySlice<UInt8>) -> Result<Kanji, LineProblem> {
        var columns: [Range<Int>] = []
        return line.withUnsafeBufferPointer { check($0, columns: &columns) }
            .map { kanji(line, columns: columns, numbers: $0) }
    }

    /// Checks that `line` is UTF-8 with thirteen valid columns, building no string unless it reports
    /// a problem.
    /// - Parameters:
    ///   - line: the line's bytes, without its newline.
    ///   - columns: filled with the range of each column, counted from the start of `line` (reused
    ///     between lines, so checking a file allocates nothing per line).
    static func check(_ line: UnsafeBufferPointer<UInt8>, columns: inout [Range<Int>]) -> Result<Numbers, LineProblem> {
        columns.removeAll(keepingCapacity: true)
        guard splitValidatingUTF8(line, into: &columns) else { return .failure(LineProblem("not valid UTF-8")) }
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

    /// The kanji of a line that `check` accepted, with the columns it found.
    static func kanji(_ line: ArraySlice<UInt8>, columns: [Range<Int>], numbers: Numbers) -> Kanji {
        func column(_ index: Int) -> ArraySlice<UInt8> {
            line[(line.startIndex + columns[index].lowerBound)..<(line.startIndex + columns[index].upperBound)]
        }
        return Kanji(
            character: text(column(0)),
            meanings: list(column(12), separatedBy: bar),
            onReadings: list(column(8), separatedBy: space),
            kunReadings: list(column(9), separatedBy: space),
            nanori: list(column(10), separatedBy: space),
            strokeCount: numbers.strokes,
            grade: numbers.grade,
            oldJLPTLevel: numbers.oldJLPT,
            modernJLPTLevel: numbers.modernJLPT,
            frequencyRank: numbers.frequency,
            radical: Radical(number: numbers.radical, character: text(column(7))),
            components: list(column(11), separatedBy: space)
        )
    }

    /// The filter's facts from the first five columns of `line`, reading nothing after them; nil when those
    /// columns are malformed (only in a file whose stamp was forged: a full parse then says what is wrong).
    /// Allocates nothing: it runs on every line of the file for `kanji-tui list`.
    static func filterFacts(_ line: UnsafeBufferPointer<UInt8>) -> KanjiFilterFacts? {
        var index = 0
        /// The next tab-separated field, or nil after the last.
        func nextField() -> Slice<UnsafeBufferPointer<UInt8>>? {
            guard index <= line.count else { return nil }
            let start = index
            while index < line.count && line[index] != tab { index += 1 }
            defer { index += 1 }
            return line[start..<index]
        }
        /// A number of one or two digits; `.some(nil)` for an empty field, nil for anything else.
        func number(_ field: Slice<UnsafeBufferPointer<UInt8>>?) -> Int?? {
            guard let field else { return nil }
            guard !field.isEmpty else { return .some(nil) }
            guard field.count <= 2, field.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
            return field.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        }
        guard let literal = nextField() else { return nil }
        var bytes = literal.makeIterator()
        var decoder = UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&bytes), bytes.next() == nil,
              let strokes = number(nextField()), let strokeCount = strokes,
              let grade = number(nextField()), let oldJLPT = number(nextField()), let modernJLPT = number(nextField()) else {
            return nil
        }
        return KanjiFilterFacts(scalar: scalar, strokeCount: strokeCount, grade: grade, oldJLPTLevel: oldJLPT, modernJLPTLevel: modernJLPT)
    }

    // MARK: - One pass over the bytes

    /// Appends the range of each tab-separated column of `line` to `columns`, and checks on the way
    /// that every multi-byte sequence is well-formed UTF-8 (Unicode table 3-7: no overlong forms, no
    /// surrogates, nothing above U+10FFFF), as `String(validating:)` would. Half the file's bytes
    /// are kana and kanji, so the three-byte case is checked first and with plain comparisons.
    /// - Returns: false at the first byte that is not well-formed UTF-8.
    private static func splitValidatingUTF8(_ line: UnsafeBufferPointer<UInt8>, into columns: inout [Range<Int>]) -> Bool {
        guard let bytes = line.baseAddress else {
            columns.append(0..<0)
            return true
        }
        let end = line.count
        var start = 0
        var index = 0
        while index < end {
            let byte = bytes[index]
            if byte < 0x80 {
                if byte == tab {
                    columns.append(start..<index)
                    start = index + 1
                }
                index += 1
            } else if byte >= 0xE0 && byte < 0xF0 {
                guard index + 2 < end else { return false }
                let second = bytes[index + 1]
                guard second & 0xC0 == 0x80, bytes[index + 2] & 0xC0 == 0x80,
                      byte != 0xE0 || second >= 0xA0, byte != 0xED || second < 0xA0 else { return false }
                index += 3
            } else if byte >= 0xC2 && byte < 0xE0 {
                guard index + 1 < end, bytes[index + 1] & 0xC0 == 0x80 else { return false }
                index += 2
            } else if byte >= 0xF0 && byte <= 0xF4 {
                guard index + 3 < end else { return false }
                let second = bytes[index + 1]
                guard second & 0xC0 == 0x80, bytes[index + 2] & 0xC0 == 0x80, bytes[index + 3] & 0xC0 == 0x80,
                      byte != 0xF0 || second >= 0x90, byte != 0xF4 || second < 0x90 else { return false }
                index += 4
            } else {
                return false
            }
        }
        columns.append(start..<end)
        return true
    }

    // MARK: - Fields

    private static let tab = UInt8(ascii: "\t")
    private static let space = UInt8(ascii: " ")
    private static let bar = UInt8(ascii: "|")

    private static func text<Bytes: Collection<UInt8>>(_ field: Bytes) -> String {
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

    private static func number(_ field: Slice<UnsafeBufferPointer<UInt8>>, _ column: String, in range: ClosedRange<Int>) throws(LineProblem) -> Int {
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

    private static func optionalNumber(_ field: Slice<UnsafeBufferPointer<UInt8>>, _ column: String, in range: ClosedRange<Int>) throws(LineProblem) -> Int? {
        field.isEmpty ? nil : try number(field, column, in: range)
    }
}
