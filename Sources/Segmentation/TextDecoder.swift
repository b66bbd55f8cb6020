import Glibc
import KanjiKit

/// Turns a file's bytes into text: UTF-8 (with or without its BOM), UTF-16 and UTF-32 with a BOM, Shift_JIS,
/// EUC-JP and ISO-2022-JP, told apart by their bytes and converted with iconv. What is not text is refused with where it stops being
/// text: a NUL byte (a binary file), a byte that is not UTF-8 in a file that is plainly UTF-8.
public enum TextDecoder {
    /// The text and the encoding it was found in.
    public struct Decoded: Sendable, Hashable {
        public let text: String
        public let encoding: TextEncoding
    }

    /// - Throws: ``SegmentationError`` saying why the bytes are not text, with the byte offset.
    public static func decode(_ bytes: [UInt8]) throws(SegmentationError) -> Decoded {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return try utf8(bytes, from: 3) }
        // UTF-32's marks before UTF-16's: UTF-32LE's FF FE 00 00 starts as UTF-16LE's FF FE does.
        if bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return try convert(bytes.dropFirst(4), .utf32LittleEndian, offset: 4) }
        if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) { return try convert(bytes.dropFirst(4), .utf32BigEndian, offset: 4) }
        if bytes.starts(with: [0xFF, 0xFE]) { return try convert(bytes.dropFirst(2), .utf16LittleEndian, offset: 2) }
        if bytes.starts(with: [0xFE, 0xFF]) { return try convert(bytes.dropFirst(2), .utf16BigEndian, offset: 2) }
        if let nul = firstNUL(bytes) {
            throw SegmentationError(message: "not a text file (a NUL byte at offset \(nul))")
        }
        // Valid UTF-8, the common case, checked by the standard library's vectorised validation in one pass; the
        // byte-by-byte scan below is for finding where a file stops being UTF-8 (a 10 MB file was scanned three
        // times before: BENCHMARKS.md, issue 21).
        if let text = String(validating: bytes, as: UTF8.self) {
            return ISO2022JP.isLikely(bytes) ? try iso2022JP(bytes) : Decoded(text: text, encoding: .utf8)
        }
        guard let invalid = UTF8TextScanner.firstInvalidUTF8(bytes) else { return try utf8(bytes, from: 0) }
        // Text that was UTF-8 up to the bad byte, with Japanese in it, is UTF-8 that is damaged: saying where
        // is more use than a guess at another encoding (whose bytes seldom make two UTF-8 characters).
        if multibyteCharacters(in: bytes[..<invalid], atLeast: 2) {
            throw SegmentationError(message: "not valid UTF-8 (a byte that is not UTF-8 at offset \(invalid))")
        }
        for encoding in legacyOrder(bytes) {
            if case .success(let converted) = IconvConversion.toUTF8(bytes, from: encoding.iconvName) {
                return Decoded(text: String(decoding: converted, as: UTF8.self), encoding: encoding)
            }
        }
        throw SegmentationError(message: "not text in UTF-8, Shift_JIS or EUC-JP (a byte that is not UTF-8 at offset \(invalid))")
    }

    /// ISO-2022-JP through glibc's ISO-2022-JP-2 and ISO-2022-JP-3 (``ISO2022JP/iconvNames(for:)``); refused, with
    /// where, when neither reads it: text that only looks like it would otherwise be shown as `$B…` noise.
    private static func iso2022JP(_ bytes: [UInt8]) throws(SegmentationError) -> Decoded {
        var firstFailure: SegmentationError?
        for iconvName in ISO2022JP.iconvNames(for: bytes) {
            switch IconvConversion.toUTF8(bytes[...], from: iconvName) {
            case .success(let converted):
                return Decoded(text: String(decoding: converted, as: UTF8.self), encoding: .iso2022JP)
            case .failure(.invalid(let at)):
                firstFailure = firstFailure ?? SegmentationError(message: "not valid ISO-2022-JP (an escape sequence or character that is not ISO-2022-JP at offset \(at))")
            case .failure(.unsupported):
                firstFailure = firstFailure ?? SegmentationError(message: "this system's iconv cannot convert ISO-2022-JP")
            }
        }
        throw firstFailure ?? SegmentationError(message: "not valid ISO-2022-JP")
    }

    private static func utf8(_ bytes: [UInt8], from start: Int) throws(SegmentationError) -> Decoded {
        let body = bytes[start...]
        if let invalid = UTF8TextScanner.firstInvalidUTF8(body) {
            throw SegmentationError(message: "not valid UTF-8 (a byte that is not UTF-8 at offset \(invalid + start))")
        }
        if let nul = body.firstIndex(of: 0) { throw SegmentationError(message: "not a text file (a NUL byte at offset \(nul))") }
        return Decoded(text: String(decoding: body, as: UTF8.self), encoding: .utf8)
    }

    private static func convert(_ bytes: ArraySlice<UInt8>, _ encoding: TextEncoding, offset: Int) throws(SegmentationError) -> Decoded {
        switch IconvConversion.toUTF8(bytes, from: encoding.iconvName) {
        case .success(let converted):
            if let nul = converted.firstIndex(of: 0) {
                throw SegmentationError(message: "not a text file (a NUL character in the \(encoding.rawValue) text, at UTF-8 offset \(nul) of the converted text)")
            }
            return Decoded(text: String(decoding: converted, as: UTF8.self), encoding: encoding)
        case .failure(.invalid(let at)):
            throw SegmentationError(message: "not valid \(encoding.rawValue) (a sequence that is not \(encoding.rawValue) at offset \(at + offset))")
        case .failure(.unsupported):
            throw SegmentationError(message: "this system's iconv cannot convert \(encoding.rawValue)")
        }
    }

    /// The offset of the first NUL byte, found with `memchr` (a byte loop over a 10 MB file took a twentieth of
    /// the reader's first page).
    static func firstNUL(_ bytes: [UInt8], from start: Int = 0) -> Int? {
        bytes.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress, start < buffer.count, let found = memchr(base + start, 0, buffer.count - start) else { return nil }
            return UnsafeRawPointer(found) - UnsafeRawPointer(base)
        }
    }

    /// Whether `bytes` start with a UTF-16 byte order mark, the one encoding read here whose text holds NUL bytes.
    static func startsAsUTF16(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])
    }

    /// Shift_JIS first when a byte only it uses appears (a lead byte 0x81–0x9F other than EUC-JP's 0x8E and
    /// 0x8F: every hiragana is 0x82 xx in Shift_JIS, 0xA4 xx in EUC-JP), else EUC-JP first; the other after.
    static func legacyOrder(_ bytes: [UInt8]) -> [TextEncoding] {
        let shiftJISOnly = bytes.contains { (0x81...0x9F).contains($0) && $0 != 0x8E && $0 != 0x8F }
        return shiftJISOnly ? [.shiftJIS, .eucJP] : [.eucJP, .shiftJIS]
    }

    /// Whether `bytes` (valid UTF-8) hold at least `count` characters of more than one byte.
    private static func multibyteCharacters(in bytes: ArraySlice<UInt8>, atLeast count: Int) -> Bool {
        var found = 0
        for byte in bytes where byte >= 0xC2 && byte <= 0xF4 {
            found += 1
            if found >= count { return true }
        }
        return false
    }
}
