/// Checks text as it arrives, chunk by chunk, so that a file that is not text is refused at its first bad
/// byte instead of after it has been read whole (`/dev/zero` never ends). A character split between two
/// chunks is finished by the next one. The one UTF-8 check that says where text stops being UTF-8: the commands'
/// input files and the reader's texts both use it (a whole valid file is first checked by the standard library's
/// faster `String(validating:as:)`, which says only yes or no).
public struct UTF8TextScanner: Sendable {
    /// Why the bytes are not text, and where: the offset counts from the first byte of the input.
    public enum Problem: Equatable, Sendable {
        case nul(offset: Int)
        case invalidUTF8(offset: Int)
    }

    /// Whether a NUL byte is a problem: it is in a text file, but not to a decoder that finds NULs itself.
    private let refusesNUL: Bool
    /// Bytes seen so far, the unchecked tail of the last chunk included.
    public private(set) var count = 0
    /// The start of a character the last chunk cut off, still to be finished.
    private var pending: [UInt8] = []

    public init(refusingNUL: Bool = true) {
        refusesNUL = refusingNUL
    }

    /// Checks `chunk`, which follows everything scanned before.
    /// - Returns: the first problem in it, or `nil` when every complete character so far is text.
    public mutating func scan(_ chunk: some Collection<UInt8>) -> Problem? {
        let start = count - pending.count
        let bytes = pending + chunk
        count += chunk.count
        var index = 0
        while index < bytes.count {
            let length = Self.sequenceLength(bytes, at: index)
            switch length {
            case .complete(let size):
                index += size
            case .truncated:
                pending = Array(bytes[index...])
                return nil
            case .invalid:
                return .invalidUTF8(offset: start + index)
            case .nul:
                if refusesNUL { return .nul(offset: start + index) }
                index += 1
            }
        }
        pending = []
        return nil
    }

    /// At the end of the input: a character cut off by it is not text.
    public func finish() -> Problem? {
        pending.isEmpty ? nil : .invalidUTF8(offset: count - pending.count)
    }

    /// The offset of the first byte that does not belong to a well-formed UTF-8 sequence in the whole of `bytes`
    /// (NUL bytes allowed), or `nil`.
    public static func firstInvalidUTF8(_ bytes: some Collection<UInt8>) -> Int? {
        var scanner = UTF8TextScanner(refusingNUL: false)
        switch scanner.scan(bytes) ?? scanner.finish() {
        case .invalidUTF8(let offset): return offset
        case .nul, nil: return nil
        }
    }

    private enum Sequence {
        case complete(Int), truncated, invalid, nul
    }

    /// The well-formed UTF-8 sequences of the Unicode standard (table 3-7): no overlong forms, no surrogates,
    /// nothing past U+10FFFF.
    private static func sequenceLength(_ bytes: [UInt8], at index: Int) -> Sequence {
        let lead = bytes[index]
        let size: Int
        var second: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0x00: return .nul
        case 0x01...0x7F: return .complete(1)
        case 0xC2...0xDF: size = 2
        case 0xE0: size = 3; second = 0xA0...0xBF
        case 0xED: size = 3; second = 0x80...0x9F
        case 0xE1...0xEF: size = 3
        case 0xF0: size = 4; second = 0x90...0xBF
        case 0xF4: size = 4; second = 0x80...0x8F
        case 0xF1...0xF3: size = 4
        default: return .invalid
        }
        for offset in 1..<size {
            guard index + offset < bytes.count else { return .truncated }
            let range = offset == 1 ? second : 0x80...0xBF
            guard range.contains(bytes[index + offset]) else { return .invalid }
        }
        return .complete(size)
    }
}
