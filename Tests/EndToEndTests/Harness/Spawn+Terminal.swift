import Foundation

extension Spawn {
    /// Runs `arguments` to the end with `TERM` set and Swift's interactive backtracer off, capturing
    /// stdout and stderr through a temporary file that is removed afterwards.
    static func runCapturing(_ arguments: [String]) throws -> Outcome {
        try KanjiTUIBinary.checkBuilt()
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("kanji-e2e-\(getpid())-\(UUID().uuidString.prefix(8))").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "interactive=no"
        environment["TERM"] = "xterm-256color"
        return try run(arguments, environment: environment, outputFile: output)
    }
}
