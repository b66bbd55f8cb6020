import Foundation

/// The `user-data-writer` child (built beside this test bundle): records `count` words named
/// `prefix-<n>` in the database at `path`, printing each n once its record call has returned; or, reviewing,
/// grades the kanji `prefix` `count` times, printing each grade's log id once it is saved.
final class WriterProcess {
    static let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("user-data-writer")

    private let process = Process()
    private let output = Pipe()
    private let errors = Pipe()

    init(path: String, prefix: String, count: Int, reviewing: Bool = false) throws {
        process.executableURL = Self.executable
        process.arguments = (reviewing ? ["--review"] : []) + [path, prefix, String(count)]
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
    }

    var processIdentifier: Int32 { process.processIdentifier }

    /// What `waitForFirstReport` read, which `finish` counts too.
    private var readEarly = Data()

    /// Blocks until the child has reported its first number (or closed its output), so a kill after this
    /// lands among the writes however slowly a loaded machine started the child.
    func waitForFirstReport() {
        while !readEarly.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { return }
            readEarly.append(chunk)
        }
    }

    /// Reads the child's output to its end (it exits or is killed), then waits for it.
    /// - Returns: the numbers it reported as recorded (or log ids saved), its exit status or signal, and its stderr.
    func finish() -> (recorded: [Int], status: Int32, reason: Process.TerminationReason, errors: String) {
        let text = String(decoding: readEarly + output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        // A line is complete only with its newline; a kill may cut the last one short.
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        return (lines.compactMap { Int($0) }, process.terminationStatus, process.terminationReason, errorText)
    }
}
