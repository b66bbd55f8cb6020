#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `--json` output: pretty, with sorted keys so the same lookup always prints the same bytes.
enum JSONOutput {
    static func print<Value: Encodable>(_ value: Value) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        Swift.print(String(decoding: try encoder.encode(value), as: UTF8.self))
    }
}
