import Glibc

/// One conversion to UTF-8 through the C library's `iconv` (Glibc's `iconv_open`): the stdlib decodes no
/// Shift_JIS or EUC-JP. Strict: the first sequence that is not in the source encoding ends it, with its offset.
/// The one iconv wrapper: Debian's EDICT (EUC-JP) and the reader's texts (Shift_JIS, EUC-JP, UTF-16) both use it.
public enum IconvConversion {
    /// Why a conversion failed: the source encoding is unknown to the system, or the input is not in it.
    public enum Failure: Error, Equatable, Sendable {
        case unsupported
        case invalid(offset: Int)
    }

    /// `bytes` in `encoding` (an iconv name: CP932, EUC-JP, UTF-16LE) as UTF-8.
    public static func toUTF8(_ bytes: some Collection<UInt8>, from encoding: String) -> Result<[UInt8], Failure> {
        let converter = iconv_open("UTF-8", encoding)
        guard converter != iconv_t(bitPattern: -1) else { return .failure(.unsupported) }
        defer { iconv_close(converter) }
        var input = Array(bytes)
        var output: [UInt8] = []
        output.reserveCapacity(input.count * 3 / 2 + 16)
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        let total = input.count
        var remaining = total
        var failure: Failure?
        input.withUnsafeMutableBytes { source in
            var inPointer = source.baseAddress?.assumingMemoryBound(to: CChar.self)
            while remaining > 0 {
                let (result, produced, error) = chunk.withUnsafeMutableBytes { target in
                    var outPointer = target.baseAddress?.assumingMemoryBound(to: CChar.self)
                    var outLeft = target.count
                    let result = iconv(converter, &inPointer, &remaining, &outPointer, &outLeft)
                    return (result, target.count - outLeft, errno)
                }
                output += chunk[..<produced]
                if result == -1 && error != E2BIG {
                    failure = .invalid(offset: total - remaining)
                    return
                }
            }
        }
        if let failure { return .failure(failure) }
        return .success(output)
    }
}
