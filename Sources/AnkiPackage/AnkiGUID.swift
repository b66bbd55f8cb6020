/// Stable note guids: the same parts give the same guid on every machine and in every version, so Anki
/// recognizes a note from an earlier export (its text import's `#guid column` and its package import alike).
public enum AnkiGUID {
    /// "kt" and the 64-bit FNV-1a hash of the parts (UTF-8, each ended by a NUL byte, so ["ab", "c"] and
    /// ["a", "bc"] differ) in 16 hex digits: ASCII, fixed length, nothing a text field would need to quote.
    /// FNV-1a is fixed by its definition, unlike Swift's `Hasher`, which is seeded per process.
    public static func stable(_ parts: [String]) -> String {
        let hex = String(hash(parts), radix: 16)
        return "kt" + String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// 64-bit FNV-1a of the parts, each followed by a NUL byte.
    static func hash(_ parts: [String]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for part in parts {
            for byte in part.utf8 + [0] {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            }
        }
        return hash
    }
}
