import Glibc

/// EUC-JP → UTF-8 with the C library's `iconv`: Debian ships EDICT in EUC-JP, and the stdlib
/// has no decoder for it.
enum EUCJapanese {
    /// The bytes as UTF-8, or the offset of the first byte sequence that is not EUC-JP
    /// (0 when the system has no EUC-JP converter at all).
    static func convertToUTF8(_ bytes: [UInt8]) -> Result<[UInt8], InvalidSequence> {
        let converter = iconv_open("UTF-8", "EUC-JP")
        guard converter != iconv_t(bitPattern: -1) else { return .failure(InvalidSequence(offset: 0)) }
        defer { iconv_close(converter) }
        var output = [UInt8](repeating: 0, count: bytes.count * 3 / 2 + 16)
        var input = bytes
        let (remainingInput, produced) = input.withUnsafeMutableBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                var inPointer: UnsafeMutablePointer<CChar>? = UnsafeMutableRawPointer(source.baseAddress!).assumingMemoryBound(to: CChar.self)
                var inLeft = source.count
                var outPointer: UnsafeMutablePointer<CChar>? = UnsafeMutableRawPointer(target.baseAddress!).assumingMemoryBound(to: CChar.self)
                var outLeft = target.count
                _ = iconv(converter, &inPointer, &inLeft, &outPointer, &outLeft)
                return (inLeft, target.count - outLeft)
            }
        }
        guard remainingInput == 0 else { return .failure(InvalidSequence(offset: bytes.count - remainingInput)) }
        return .success(Array(output[..<produced]))
    }

    struct InvalidSequence: Error {
        let offset: Int
    }
}
