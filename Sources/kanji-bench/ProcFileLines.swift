import Glibc

// MARK: - ProcFileLines

/// Reads a `/proc` file line by line through one fixed buffer, so that measuring memory does not itself grow
/// the heap being measured.
///
/// `/proc/self/smaps` is some 90 KB of text: read whole into a `String` and split into lines, it grew the
/// resident set by 450 kB, right after the random walk had read its baseline — half of the walk's reported
/// "growth" was its own measurement. A line longer than the buffer is passed cut at the buffer's size.
enum ProcFileLines {
    /// The buffer's size: every line of `status` and `smaps` is far shorter (a path is at most 4096 bytes).
    private static let bufferSize = 8192

    /// Calls `body` with each line of the file at `path`, without its newline, as bytes in a buffer reused for
    /// the next line (copy what must outlive the call).
    /// - Returns: false when the file cannot be opened (not Linux).
    static func forEach(in path: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) -> Bool {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bufferSize) { buffer in
            let newline = UInt8(ascii: "\n")
            var filled = 0
            while true {
                let count = read(descriptor, buffer.baseAddress! + filled, bufferSize - filled)
                if count < 0 && errno == EINTR { continue }
                // `/proc` files report a size of 0: read until read says the end.
                guard count > 0 else { break }
                filled += count
                var lineStart = 0
                while let end = buffer[lineStart..<filled].firstIndex(of: newline) {
                    body(UnsafeBufferPointer(rebasing: buffer[lineStart..<end]))
                    lineStart = end + 1
                }
                if lineStart == 0 && filled == bufferSize {
                    body(UnsafeBufferPointer(buffer))
                    filled = 0
                } else {
                    // Keep the unfinished line at the start for the next read.
                    let rest = filled - lineStart
                    if rest > 0, lineStart > 0 { (buffer.baseAddress! + 0).update(from: buffer.baseAddress! + lineStart, count: rest) }
                    filled = rest
                }
            }
            if filled > 0 { body(UnsafeBufferPointer(rebasing: buffer[0..<filled])) }
        }
        return true
    }

    /// The number after a line's label ("VmRSS:    3456 kB" → 3456), or nil when `line` does not start with `label`.
    static func number(in line: UnsafeBufferPointer<UInt8>, after label: StaticString) -> Int? {
        let prefix = UnsafeBufferPointer(start: label.utf8Start, count: label.utf8CodeUnitCount)
        guard line.count > prefix.count, line.starts(with: prefix) else { return nil }
        var value: Int?
        for byte in line[prefix.count...] {
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                value = (value ?? 0) * 10 + Int(byte - UInt8(ascii: "0"))
            } else if value != nil {
                break
            }
        }
        return value
    }
}
