/// The encodings a text to read may come in, as the decoder names them in messages and `--json`.
public enum TextEncoding: String, Sendable, Hashable, CaseIterable {
    case utf8 = "UTF-8"
    case utf16LittleEndian = "UTF-16LE"
    case utf16BigEndian = "UTF-16BE"
    case utf32LittleEndian = "UTF-32LE"
    case utf32BigEndian = "UTF-32BE"
    /// Shift_JIS as Windows writes it (CP932: NEC and IBM extensions, ～ as U+FF5E): most Shift_JIS files are.
    case shiftJIS = "Shift_JIS"
    case eucJP = "EUC-JP"
    /// The 7-bit encoding of Japanese mail and old web pages: ASCII with escape sequences (`ESC $ B` … `ESC ( B`)
    /// that switch to JIS X 0208 and back. Valid ASCII, so it is told by those sequences, not by failing UTF-8.
    case iso2022JP = "ISO-2022-JP"

    /// The name `iconv_open` knows it by.
    var iconvName: String {
        switch self {
        case .utf8: "UTF-8"
        case .utf16LittleEndian: "UTF-16LE"
        case .utf16BigEndian: "UTF-16BE"
        case .utf32LittleEndian: "UTF-32LE"
        case .utf32BigEndian: "UTF-32BE"
        case .shiftJIS: "CP932"
        case .eucJP: "EUC-JP-MS"
        // The decoder tries ISO-2022-JP-3 as well (``ISO2022JP/iconvNames(for:)``).
        case .iso2022JP: "ISO-2022-JP-2"
        }
    }
}
