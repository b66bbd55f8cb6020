import Glibc

/// How ISO-2022-JP is told from the ASCII it is made of: a 7-bit text that switches into a JIS character set
/// with one of its designations (`ESC $ B` JIS X 0208, `ESC $ @` its 1978 edition, `ESC $ ( D` JIS X 0212,
/// `ESC $ ( O`/`Q` JIS X 0213, `ESC ( I` half-width katakana). A text with any byte past 0x7F is not it.
enum ISO2022JP {
    /// The bytes after ESC that switch to a Japanese character set.
    private static let designations: [[UInt8]] = [
        Array("$B".utf8), Array("$@".utf8), Array("$(D".utf8), Array("$(O".utf8), Array("$(Q".utf8), Array("(I".utf8),
    ]

    /// The iconv names to try, in order: glibc's ISO-2022-JP-2 reads ISO-2022-JP and its -1 and -2 extensions but
    /// takes JIS X 0213's escapes for its own, so a text that designates JIS X 0213 goes to ISO-2022-JP-3 first.
    static func iconvNames(for bytes: [UInt8]) -> [String] {
        let jis2004 = [Array("\u{1B}$(O".utf8), Array("\u{1B}$(Q".utf8)]
        let usesJIS2004 = bytes.indices.contains { index in jis2004.contains { bytes[index...].starts(with: $0) } }
        return usesJIS2004 ? ["ISO-2022-JP-3", "ISO-2022-JP-2"] : ["ISO-2022-JP-2", "ISO-2022-JP-3"]
    }

    /// Whether `bytes` (already valid UTF-8) read as ISO-2022-JP: 7-bit, with a Japanese designation. The ESC is
    /// found with `memchr`, as almost no text has one.
    static func isLikely(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, memchr(base, 0x1B, buffer.count) != nil else { return false }
            guard !buffer.contains(where: { $0 >= 0x80 }) else { return false }
            var start = 0
            while start < buffer.count, let found = memchr(base + start, 0x1B, buffer.count - start) {
                let after = UnsafeRawPointer(found) - UnsafeRawPointer(base) + 1
                let rest = buffer[after...]
                if designations.contains(where: { rest.starts(with: $0) }) { return true }
                start = after
            }
            return false
        }
    }
}
