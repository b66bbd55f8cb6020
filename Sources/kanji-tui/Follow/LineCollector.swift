/// Bytes as they arrive (a pipe's reads, a file's new end) into whole lines: a line is handed on once its `\n` has
/// come, so a line written in two pieces is one line; what is left at an end of input is a line of its own
/// (``finish()``). A `\r` before the `\n` goes; bytes that are not UTF-8 are read as U+FFFD.
struct LineCollector {
    /// The start of a line whose end has not come yet.
    private var partial: [UInt8] = []

    /// The lines `bytes` completes.
    mutating func take(_ bytes: UnsafeRawBufferPointer) -> [String] {
        var lines: [String] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == 0x0A {
            partial.append(contentsOf: bytes[start..<index])
            lines.append(Self.line(partial))
            partial.removeAll(keepingCapacity: true)
            start = index + 1
        }
        partial.append(contentsOf: bytes[start...])
        return lines
    }

    /// The line begun and never ended, at the end of the input (a writer that closed without a last `\n`).
    mutating func finish() -> String? {
        defer { partial.removeAll() }
        return partial.isEmpty ? nil : Self.line(partial)
    }

    /// Forgets a line begun (the file it came from was truncated).
    mutating func reset() {
        partial.removeAll()
    }

    private static func line(_ bytes: [UInt8]) -> String {
        String(decoding: bytes.last == 0x0D ? bytes.dropLast() : bytes[...], as: UTF8.self)
    }
}
