import FoundationEssentials
import KanjiKit

/// `--json` output: pretty, with sorted keys so the same lookup always prints the same bytes, and every key in
/// snake_case (`stroke_count`), one style for every command (`list` printed Swift's camelCase names).
enum JSONOutput {
    static func print<Value: Encodable>(_ value: Value) throws {
        try TextOutput.standardOutput.write(try text(value))
    }

    /// The JSON `print` writes, ending with a newline, for writing elsewhere (`study export --json -o FILE`).
    static func text<Value: Encodable>(_ value: Value) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.keyEncodingStrategy = .convertToSnakeCase
        let json = String(decoding: try encoder.encode(value), as: UTF8.self)
        return escapingUnsafeCharacters(json) + "\n"
    }

    /// `json` with every character a terminal could obey written as `\uXXXX`: the encoder escapes C0
    /// controls (ESC as `\u001b`) but passes DEL, C1 controls and bidirectional overrides through raw.
    /// They can only occur inside strings, where the escape means the same character to a JSON reader.
    static func escapingUnsafeCharacters(_ json: String) -> String {
        guard json.unicodeScalars.contains(where: isEscaped) else { return json }
        var escaped = ""
        for scalar in json.unicodeScalars {
            if isEscaped(scalar) {
                let hex = String(scalar.value, radix: 16)
                escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// Unsafe characters other than the newlines of pretty-printing (the encoder has escaped every
    /// newline inside a string).
    private static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        scalar != "\n" && TextSanitizer.isUnsafe(scalar)
    }
}
