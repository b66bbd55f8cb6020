import Glibc

/// The bytes of one data file, read whole with a single `read(2)` loop.
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
    ///
    /// Opened with `O_NONBLOCK` and checked with `fstat` before any read: opening a FIFO for reading
    /// would otherwise wait for a writer forever, and a device could be read forever.
    /// - Throws: `DatasetError` naming the file when it is missing, unreadable or not a regular file.
    public init(contentsOf path: String) throws(DatasetError) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw DatasetError(file: path, problem: DataFile.problem(forErrno: errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw DatasetError(file: path, problem: DataFile.problem(forErrno: errno)) }
        guard (status.st_mode & S_IFMT) == S_IFREG else {
            throw DatasetError(file: path, problem: "not a regular file (\(DataFile.kind(ofMode: status.st_mode)))")
        }
        var readError: String?
        let bytes = [UInt8](unsafeUninitializedCapacity: Int(status.st_size)) { buffer, initialized in
            while initialized < buffer.count {
                let count = read(descriptor, buffer.baseAddress! + initialized, buffer.count - initialized)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else {
                    readError = count < 0 ? DataFile.problem(forErrno: errno) : "file shrank while being read"
                    return
                }
                initialized += count
            }
        }
        if let readError { throw DatasetError(file: path, problem: readError) }
        self.init(path: path, bytes: bytes)
    }

    // MARK: - Problems

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

    /// "a directory", "a FIFO", … for the message that refuses a file that is not a regular one.
    static func kind(ofMode mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: "a directory"
        case S_IFIFO: "a FIFO"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "an unusual kind of file"
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
