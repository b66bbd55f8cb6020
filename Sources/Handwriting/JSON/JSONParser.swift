/// A small strict JSON reader (RFC 8259) for `kanji-tui recognize`: its errors name the line and column and what
/// was expected there, and every value keeps its offset, so a value of the wrong kind is named where it is too — what
/// a person fixing a file by hand needs. On Linux Foundation's `JSONDecoder` says only "not valid JSON" and
/// `JSONSerialization` a character offset, neither places a value, and both parse 2.7–4× slower (BENCHMARKS.md,
/// issue 33). Nesting is limited (``maximumDepth``), so no input can exhaust the stack, and so, where the caller
/// says, is the number of values, so no input makes the tree it builds larger than the caller can use.
struct JSONParser {
    struct Failure: Error {
        let message: String
        /// Whether the input held more values than the parse allowed (`maximumValues`).
        var isTooLarge = false
    }

    /// Deeper than any stroke file (object → strokes → stroke → point is 4).
    static let maximumDepth = 32

    private let bytes: [UInt8]
    private var offset = 0
    private var depth = 0
    /// How many more values may be read.
    private var valuesLeft: Int

    /// Parses `bytes` as exactly one JSON value (whitespace around it allowed).
    /// - Parameter maximumValues: the most values (objects, arrays, numbers, strings, literals) read; the parse
    ///   stops at the next one, with a failure whose ``Failure/isTooLarge`` is true.
    static func parse(_ bytes: [UInt8], maximumValues: Int = .max) throws(Failure) -> JSONValue {
        var parser = JSONParser(bytes: bytes, maximumValues: maximumValues)
        let value = try parser.value()
        parser.skipWhitespace()
        guard parser.offset == bytes.count else { throw parser.failure("expected the end of the input after the value") }
        return value
    }

    private init(bytes: [UInt8], maximumValues: Int) {
        self.bytes = bytes
        valuesLeft = maximumValues
    }

    // MARK: Values

    private mutating func value() throws(Failure) -> JSONValue {
        skipWhitespace()
        let start = offset
        guard let byte = peek() else { throw failure("expected a value, found the end of the input") }
        guard valuesLeft > 0 else {
            var tooLarge = failure("more values than the input may hold")
            tooLarge.isTooLarge = true
            throw tooLarge
        }
        valuesLeft -= 1
        switch byte {
        case UInt8(ascii: "{"): return JSONValue(kind: try object(), offset: start)
        case UInt8(ascii: "["): return JSONValue(kind: try array(), offset: start)
        case UInt8(ascii: "\""): return JSONValue(kind: .string(try string()), offset: start)
        case UInt8(ascii: "t"): try literal("true"); return JSONValue(kind: .bool(true), offset: start)
        case UInt8(ascii: "f"): try literal("false"); return JSONValue(kind: .bool(false), offset: start)
        case UInt8(ascii: "n"): try literal("null"); return JSONValue(kind: .null, offset: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return JSONValue(kind: .number(try number()), offset: start)
        default: throw failure("expected a value, found \(found)")
        }
    }

    private mutating func object() throws(Failure) -> JSONValue.Kind {
        try enter()
        offset += 1
        var members: [(key: String, value: JSONValue)] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            offset += 1
            depth -= 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else { throw failure("expected a member's name in double quotes, found \(found)") }
            let key = try string()
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else { throw failure("expected ':' after \"\(key)\", found \(found)") }
            offset += 1
            members.append((key, try value()))
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "}"):
                offset += 1
                depth -= 1
                return .object(members)
            default: throw failure("expected ',' or '}' in the object, found \(found)")
            }
        }
    }

    private mutating func array() throws(Failure) -> JSONValue.Kind {
        try enter()
        offset += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            offset += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            elements.append(try value())
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "]"):
                offset += 1
                depth -= 1
                return .array(elements)
            default: throw failure("expected ',' or ']' in the array, found \(found)")
            }
        }
    }

    private mutating func string() throws(Failure) -> String {
        offset += 1
        var scalars = String.UnicodeScalarView()
        var raw: [UInt8] = []
        func flush() throws(Failure) {
            guard !raw.isEmpty else { return }
            guard let text = String(validating: raw, as: UTF8.self) else { throw failure("the string is not valid UTF-8") }
            scalars.append(contentsOf: text.unicodeScalars)
            raw.removeAll()
        }
        while let byte = peek() {
            offset += 1
            switch byte {
            case UInt8(ascii: "\""):
                try flush()
                return String(scalars)
            case UInt8(ascii: "\\"):
                try flush()
                scalars.append(try escape())
            case 0..<0x20:
                offset -= 1
                throw failure("a control character inside a string (write it as \\u00XX)")
            default:
                raw.append(byte)
            }
        }
        throw failure("the string is not closed: expected '\"' before the end of the input")
    }

    private mutating func escape() throws(Failure) -> Unicode.Scalar {
        guard let byte = peek() else { throw failure("expected an escape after '\\', found the end of the input") }
        offset += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{8}"
        case UInt8(ascii: "f"): return "\u{C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let unit = try hexUnit()
            if (0xD800..<0xDC00).contains(unit), bytes[offset...].starts(with: Array("\\u".utf8)) {
                offset += 2
                let low = try hexUnit()
                if (0xDC00..<0xE000).contains(low), let scalar = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)) {
                    return scalar
                }
            }
            return Unicode.Scalar(unit) ?? "\u{FFFD}"
        default:
            offset -= 1
            throw failure("'\\\(Character(Unicode.Scalar(byte)))' is no JSON escape")
        }
    }

    private mutating func hexUnit() throws(Failure) -> UInt32 {
        guard offset + 4 <= bytes.count,
              let unit = UInt32(String(decoding: bytes[offset..<(offset + 4)], as: UTF8.self), radix: 16) else {
            throw failure("expected four hexadecimal digits after '\\u'")
        }
        offset += 4
        return unit
    }

    private mutating func number() throws(Failure) -> Double {
        let start = offset
        if peek() == UInt8(ascii: "-") { offset += 1 }
        guard skipDigits() > 0 else { throw failure("expected a digit") }
        if peek() == UInt8(ascii: ".") {
            offset += 1
            guard skipDigits() > 0 else { throw failure("expected a digit after the decimal point") }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            offset += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { offset += 1 }
            guard skipDigits() > 0 else { throw failure("expected a digit in the exponent") }
        }
        guard let number = Double(String(decoding: bytes[start..<offset], as: UTF8.self)), number.isFinite else {
            offset = start
            throw failure("the number is out of range")
        }
        return number
    }

    private mutating func literal(_ word: String) throws(Failure) {
        guard bytes[offset...].starts(with: Array(word.utf8)) else { throw failure("expected a value, found \(found)") }
        offset += word.utf8.count
    }

    // MARK: Reading

    private mutating func enter() throws(Failure) {
        depth += 1
        guard depth <= Self.maximumDepth else { throw failure("nested deeper than \(Self.maximumDepth) levels") }
    }

    private func peek() -> UInt8? {
        offset < bytes.count ? bytes[offset] : nil
    }

    /// - Returns: how many digits were skipped.
    private mutating func skipDigits() -> Int {
        let start = offset
        while let byte = peek(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { offset += 1 }
        return offset - start
    }

    private mutating func skipWhitespace() {
        while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { offset += 1 }
    }

    // MARK: Messages

    /// "line 3, column 14" of byte `offset` in `bytes`; columns count characters, not bytes.
    static func position(of offset: Int, in bytes: [UInt8]) -> String {
        let before = bytes[..<min(offset, bytes.count)]
        let line = before.count { $0 == 0x0A } + 1
        let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        let column = String(decoding: bytes[lineStart..<min(offset, bytes.count)], as: UTF8.self).count + 1
        return "line \(line), column \(column)"
    }

    /// What is at the current offset, for a message: "'x'", "the end of the input".
    private var found: String {
        guard offset < bytes.count else { return "the end of the input" }
        let rest = String(decoding: bytes[offset..<min(offset + 4, bytes.count)], as: UTF8.self)
        guard let character = rest.first else { return "a byte that is not UTF-8" }
        return character.isWhitespace || character.unicodeScalars.first!.properties.generalCategory == .control
            ? "U+\(String(character.unicodeScalars.first!.value, radix: 16, uppercase: true))" : "'\(character)'"
    }

    private func failure(_ problem: String) -> Failure {
        Failure(message: "\(Self.position(of: offset, in: bytes)): \(problem)")
    }
}
