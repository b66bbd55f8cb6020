import Glibc

/// The bytes of one data file, read whole (``FileReader``: one `read(2)` of the size `fstat` gives).
///
/// Lookups scan these bytes with `memmem` the way `grep` does, so a one-kanji lookup pays for
/// reading the file and nothing else; no Foundation, no decoding of lines it does not need.
public struct DataFile: Sendable {
    /// The path as given, used in error messages.
    public let path: String
    public let bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// Reads the file at `path`.
    /// - Throws: `DatasetError` naming the file when it is missing, unreadable or not a regular file (a FIFO is
    ///   refused without waiting for a writer, a device without being read forever).
    public init(contentsOf path: String) throws(DatasetError) {
        do {
            self.init(path: path, bytes: try FileReader.read(path))
        } catch {
            throw DatasetError(file: path, problem: Self.problem(error))
        }
    }

    // MARK: - Problems

    /// A failed read in the words of the messages around it. Data files are read with no limit and no check.
    static func problem(_ failure: FileReader.Failure) -> String {
        switch failure {
        case .system(let code): problem(forErrno: code)
        case .notARegularFile(let kind): "not a regular file (\(kind))"
        case .shrank: "file shrank while being read"
        case .tooLarge: "larger than a data file can be"
        case .refused(let reason): reason
        }
    }

    /// What a failed system call on a data file means, in the words of the messages around it:
    /// "permission denied" for `EACCES`/`EPERM` (the file is there but this user may not read it),
    /// otherwise the C library's description, lower-cased ("no such file or directory").
    static func problem(forErrno code: Int32) -> String {
        switch code {
        case EACCES, EPERM: return "permission denied"
        default:
            let description = String(cString: strerror(code))
            return description.prefix(1).lowercased() + description.dropFirst()
        }
    }

    // MARK: - Lines

    /// The line starting at byte `offset`: its bytes up to (not including) the newline.
    public func line(startingAt offset: Int) -> ArraySlice<UInt8> {
        let end = bytes[offset...].firstIndex(of: newline) ?? bytes.endIndex
        return bytes[offset..<end]
    }

    /// The offset at which the line containing byte `offset` starts.
    public func lineStart(containing offset: Int) -> Int {
        var start = offset
        while start > 0 && bytes[start - 1] != newline { start -= 1 }
        return start
    }

    /// The 1-based number of the line starting at `offset`; counted only when an error needs it.
    public func lineNumber(at offset: Int) -> Int {
        bytes[..<offset].reduce(1) { $1 == newline ? $0 + 1 : $0 }
    }

    /// Every line with its 1-based number and start offset. A final newline does not start an empty line.
    public func forEachLine(_ body: (_ number: Int, _ offset: Int, _ line: ArraySlice<UInt8>) throws(DatasetError) -> Void) throws(DatasetError) {
        var offset = 0
        var number = 1
        while offset < bytes.count {
            let line = line(startingAt: offset)
            try body(number, offset, line)
            offset = line.endIndex + 1
            number += 1
        }
    }

    /// Offsets of every occurrence of `needle`, without overlaps.
    ///
    /// `memchr` finds candidates by one anchor byte of the needle and `memcmp` confirms them. The
    /// anchor is the needle's last UTF-8 continuation byte (one of 64 values, rare in this data) when it
    /// has one, so the scan runs at `memchr`'s speed, like grep's. (glibc's `memmem` is a GNU extension
    /// that Swift's Glibc module hides.)
    public func occurrences(of needle: [UInt8], from start: Int = 0) -> [Int] {
        var found: [Int] = []
        guard !needle.isEmpty else { return found }
        let anchor = needle.lastIndex(where: { (0x80...0xBF).contains($0) }) ?? needle.count - 1
        bytes.withUnsafeBytes { haystack in
            needle.withUnsafeBytes { pattern in
                let base = haystack.baseAddress!
                let last = haystack.count - (needle.count - 1 - anchor)
                var offset = start + anchor
                while offset < last, let hit = memchr(base + offset, Int32(needle[anchor]), last - offset) {
                    let candidate = UnsafeRawPointer(hit) - base - anchor
                    if memcmp(base + candidate, pattern.baseAddress!, pattern.count) == 0 {
                        found.append(candidate)
                        offset = candidate + pattern.count + anchor
                    } else {
                        offset = candidate + anchor + 1
                    }
                }
            }
        }
        return found
    }

    /// Decodes a line as UTF-8.
    /// - Throws: `DatasetError` naming this file and the line when the bytes are not valid UTF-8.
    public func text(of line: ArraySlice<UInt8>) throws(DatasetError) -> String {
        guard let text = String(validating: line, as: UTF8.self) else {
            throw DatasetError(file: path, line: lineNumber(at: line.startIndex), problem: "not valid UTF-8")
        }
        return text
    }

    /// Whether the file reads as UTF-8, judged from its first lines (up to `sampleSize` bytes).
    ///
    /// Validating a whole 2 MB word list on every start would cost more than the lookup itself; a
    /// legacy encoding such as EUC-JP shows in the first line, and any later bad line is still caught,
    /// with its number, when a lookup decodes it (`text(of:)`).
    public func looksLikeUTF8(sampleSize: Int = 65_536) -> Bool {
        guard bytes.count > sampleSize else { return String(validating: bytes, as: UTF8.self) != nil }
        let cut = bytes[..<sampleSize].lastIndex(of: newline) ?? sampleSize
        return String(validating: bytes[..<cut], as: UTF8.self) != nil
    }

    /// The start of the first line that is not valid UTF-8, or nil when every line is.
    /// - Parameter ifAny: check the whole file at once first, and look for the line only if it fails.
    public func firstInvalidUTF8Offset(ifAny: Bool = false) -> Int? {
        if ifAny && String(validating: bytes, as: UTF8.self) != nil { return nil }
        var offset = 0
        while offset < bytes.count {
            let line = line(startingAt: offset)
            if String(validating: line, as: UTF8.self) == nil { return offset }
            offset = line.endIndex + 1
        }
        return nil
    }
}

private let newline = UInt8(ascii: "\n")
