/// Parses JSON from bytes (RFC 8259), strictly: one value, nothing after it but white space, strings of valid UTF-8.
///
/// A bank of a dictionary is parsed one row at a time (``forEachElement(_:)``), so a bank of 10,000 glossaries is
/// never a tree of 10,000 rows in memory, and a nesting deeper than ``maximumDepth`` is refused instead of running the
/// stack out: a hostile structured content of a million nested spans is a message, not a crash.
public struct JSONParser {
    /// Why the bytes are not JSON, and where (a byte offset).
    public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        public let offset: Int
        public let problem: String
        public var description: String { "\(problem) at byte \(offset)" }
    }

    /// How deep arrays and objects may nest: Yomitan's own dictionaries nest structured content a dozen levels.
    public static let maximumDepth = 200

    private let bytes: [UInt8]
    private var position = 0

    /// A UTF-8 byte order mark, which some dictionaries' files start with, is passed over.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
    }

    /// The one value the bytes hold.
    public static func parse(_ bytes: [UInt8]) throws(Failure) -> JSONValue {
        var parser = JSONParser(bytes)
        let value = try parser.value(depth: 0)
        try parser.expectEnd()
        return value
    }

    /// Calls `body` with each element of the top-level array and its index, parsed one at a time.
    /// - Throws: ``Failure`` when the bytes are not one JSON array; what `body` throws, as it is.
    public mutating func forEachElement(_ body: (JSONValue, Int) throws -> Void) throws {
        skipWhiteSpace()
        guard peek() == UInt8(ascii: "[") else { throw failure("expected an array") }
        position += 1
        skipWhiteSpace()
        var index = 0
        if peek() == UInt8(ascii: "]") {
            position += 1
        } else {
            while true {
                let element = try value(depth: 1)
                try body(element, index)
                index += 1
                skipWhiteSpace()
                if peek() == UInt8(ascii: ",") { position += 1; continue }
                guard peek() == UInt8(ascii: "]") else { throw failure("expected , or ] after an element") }
                position += 1
                break
            }
        }
        try expectEnd()
    }

    // MARK: - Values

    private mutating func value(depth: Int) throws(Failure) -> JSONValue {
        skipWhiteSpace()
        guard let byte = peek() else { throw failure("unexpected end of the text") }
        switch byte {
        case UInt8(ascii: "{"): return try object(depth: depth + 1)
        case UInt8(ascii: "["): return try array(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw failure("unexpected character")
        }
    }

    private mutating func array(depth: Int) throws(Failure) -> JSONValue {
        guard depth <= Self.maximumDepth else { throw failure("nested deeper than \(Self.maximumDepth) levels") }
        position += 1
        var items: [JSONValue] = []
        skipWhiteSpace()
        if peek() == UInt8(ascii: "]") { position += 1; return .array(items) }
        while true {
            items.append(try value(depth: depth))
            skipWhiteSpace()
            if peek() == UInt8(ascii: ",") { position += 1; continue }
            guard peek() == UInt8(ascii: "]") else { throw failure("expected , or ] in an array") }
            position += 1
            return .array(items)
        }
    }

    private mutating func object(depth: Int) throws(Failure) -> JSONValue {
        guard depth <= Self.maximumDepth else { throw failure("nested deeper than \(Self.maximumDepth) levels") }
        position += 1
        var members: [String: JSONValue] = [:]
        skipWhiteSpace()
        if peek() == UInt8(ascii: "}") { position += 1; return .object(members) }
        while true {
            skipWhiteSpace()
            guard peek() == UInt8(ascii: "\"") else { throw failure("expected a string key in an object") }
            let key = try string()
            skipWhiteSpace()
            guard peek() == UInt8(ascii: ":") else { throw failure("expected : after a key") }
            position += 1
            members[key] = try value(depth: depth)
            skipWhiteSpace()
            if peek() == UInt8(ascii: ",") { position += 1; continue }
            guard peek() == UInt8(ascii: "}") else { throw failure("expected , or } in an object") }
            position += 1
            return .object(members)
        }
    }

    private mutating func string() throws(Failure) -> String {
        position += 1
        let start = position
        // Fast path: no escapes, the bytes as they are.
        while position < bytes.count, bytes[position] != UInt8(ascii: "\""), bytes[position] != UInt8(ascii: "\\") {
            guard bytes[position] >= 0x20 else { throw failure("a control character inside a string") }
            position += 1
        }
        var scalars: [UInt8] = Array(bytes[start..<position])
        while true {
            guard position < bytes.count else { throw failure("a string never ends") }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") { position += 1; break }
            guard byte >= 0x20 else { throw failure("a control character inside a string") }
            guard byte == UInt8(ascii: "\\") else { scalars.append(byte); position += 1; continue }
            position += 1
            guard let escaped = peek() else { throw failure("a string never ends") }
            position += 1
            switch escaped {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(escaped)
            case UInt8(ascii: "b"): scalars.append(0x08)
            case UInt8(ascii: "f"): scalars.append(0x0C)
            case UInt8(ascii: "n"): scalars.append(0x0A)
            case UInt8(ascii: "r"): scalars.append(0x0D)
            case UInt8(ascii: "t"): scalars.append(0x09)
            case UInt8(ascii: "u"):
                var code = try hexQuad()
                if (0xD800...0xDBFF).contains(code) {
                    guard peek() == UInt8(ascii: "\\"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "u") else {
                        throw failure("a lone surrogate in a string")
                    }
                    position += 2
                    let low = try hexQuad()
                    guard (0xDC00...0xDFFF).contains(low) else { throw failure("a lone surrogate in a string") }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                } else if (0xDC00...0xDFFF).contains(code) {
                    throw failure("a lone surrogate in a string")
                }
                scalars += Array(String(Character(Unicode.Scalar(code)!)).utf8)
            default:
                throw failure("an unknown escape in a string")
            }
        }
        guard let text = String(validating: scalars, as: UTF8.self) else { throw failure("a string that is not UTF-8") }
        return text
    }

    private mutating func hexQuad() throws(Failure) -> UInt32 {
        guard position + 4 <= bytes.count else { throw failure("a \\u escape cut short") }
        var code: UInt32 = 0
        for byte in bytes[position..<position + 4] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw failure("a \\u escape with a non-hex digit")
            }
            code = code << 4 | UInt32(digit)
        }
        position += 4
        return code
    }

    private mutating func number() throws(Failure) -> Double {
        let start = position
        if peek() == UInt8(ascii: "-") { position += 1 }
        let digitsStart = position
        skipDigits()
        guard position > digitsStart else { throw failure("a number without digits") }
        if bytes[digitsStart] == UInt8(ascii: "0"), position - digitsStart > 1 { throw failure("a number with a leading zero") }
        if peek() == UInt8(ascii: ".") {
            position += 1
            let fraction = position
            skipDigits()
            guard position > fraction else { throw failure("a number with no digit after its point") }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            position += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { position += 1 }
            let exponent = position
            skipDigits()
            guard position > exponent else { throw failure("a number with no digit in its exponent") }
        }
        guard let value = Double(String(decoding: bytes[start..<position], as: UTF8.self)), value.isFinite else {
            throw failure("a number out of range")
        }
        return value
    }

    private mutating func literal(_ word: String) throws(Failure) {
        let expected = Array(word.utf8)
        guard position + expected.count <= bytes.count, bytes[position..<position + expected.count].elementsEqual(expected) else {
            throw failure("unexpected character")
        }
        position += expected.count
    }

    // MARK: - Bytes

    private func peek() -> UInt8? {
        position < bytes.count ? bytes[position] : nil
    }

    private mutating func skipDigits() {
        while let byte = peek(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { position += 1 }
    }

    private mutating func skipWhiteSpace() {
        while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { position += 1 }
    }

    private mutating func expectEnd() throws(Failure) {
        skipWhiteSpace()
        guard position == bytes.count else { throw failure("text after the end of the value") }
    }

    private func failure(_ problem: String) -> Failure {
        Failure(offset: position, problem: problem)
    }
}
