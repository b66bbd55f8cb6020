import Foundation

/// Runs the built `kanji-tui` binary, which SwiftPM puts beside this test bundle.
struct KanjiTUIProcess {
    struct Outcome {
        let status: Int32
        let standardOutput: String
        let standardError: String
    }

    static let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("kanji-tui")

    static let resources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Resources").path

    /// Runs `kanji-tui arguments…` with no terminal, and `environment` added to this process's.
    static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Read before waiting: a full pipe would otherwise block the child forever.
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus,
                       standardOutput: String(decoding: outputData, as: UTF8.self),
                       standardError: String(decoding: errorData, as: UTF8.self))
    }
}
