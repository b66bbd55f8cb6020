/// The encodings a text to read may come in, as the decoder names them in messages and `--json`.
public enum TextEncoding: String, Sendable, Hashable, CaseIterable {
    case utf8 = "UTF-8"
    case utf16LittleEndian = "UTF-16LE"
    case utf16BigEndian = "UTF-16BE"
    /// Shift_JIS as Windows writes it (CP932: NEC and IBM extensions, ～ as U+FF5E): most Shift_JIS files are.
    case shiftJIS = "Shift_JIS"
    case eucJP = "EUC-JP"

    /// The name `iconv_open` knows it by.
    var iconvName: String {
        switch self {
        case .utf8: "UTF-8"
        case .utf16LittleEndian: "UTF-16LE"
        case .utf16BigEndian: "UTF-16BE"
        case .shiftJIS: "CP932"
        case .eucJP: "EUC-JP-MS"
        }
    }
}
