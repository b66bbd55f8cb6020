import Foundation

/// Runs the built `kanji-tui` binary, which SwiftPM puts beside this test bundle: for every test target that
/// runs the program as a user would (the commands' tests, the strokes command's).
public struct KanjiTUIProcess {
    public struct Outcome {
        public let status: Int32
        /// The bytes exactly as written, for tests of what reaches a terminal.
        public let outputBytes: Data
        public let errorBytes: Data

        public var standardOutput: String { String(decoding: outputBytes, as: UTF8.self) }
        public var standardError: String { String(decoding: errorBytes, as: UTF8.self) }

        public init(status: Int32, outputBytes: Data, errorBytes: Data) {
            self.status = status
            self.outputBytes = outputBytes
            self.errorBytes = errorBytes
        }
    }

    public static let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("kanji-tui")

    public static let resources = Checkout.resources

    /// Runs `kanji-tui arguments…` with no terminal, and `environment` added to this process's.
    public static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Outcome {
        try run(program: executable, arguments, environment: environment)
    }

    /// Runs another program (such as `script`, to give kanji-tui a terminal) the same way.
    public static func run(program: URL, _ arguments: [String], environment: [String: String] = [:]) throws -> Outcome {
        try run(program: program, arguments, standardOutput: nil, environment: environment)
    }

    /// Runs `kanji-tui arguments…` with its stdout on `standardOutput` (`/dev/full`, a pipe nobody reads) rather
    /// than a pipe of the test's: the outcome's `outputBytes` are then empty.
    public static func run(_ arguments: [String], standardOutput: FileHandle, environment: [String: String] = [:]) throws -> Outcome {
        try run(program: executable, arguments, standardOutput: standardOutput, environment: environment)
    }

    /// Runs `kanji-tui arguments…` reading the file at `standardInputPath` as its stdin (`recognize -`).
    public static func run(_ arguments: [String], standardInputPath: String) throws -> Outcome {
        guard let input = FileHandle(forReadingAtPath: standardInputPath) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: standardInputPath])
        }
        return try run(program: executable, arguments, standardOutput: nil, standardInput: input, environment: [:])
    }

    private static func run(program: URL, _ arguments: [String], standardOutput: FileHandle?,
                            standardInput: FileHandle = FileHandle.nullDevice, environment: [String: String]) throws -> Outcome {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = standardOutput ?? output
        process.standardError = error
        process.standardInput = standardInput
        try process.run()
        // Read before waiting: a full pipe would otherwise block the child forever.
        let outputData = standardOutput == nil ? output.fileHandleForReading.readDataToEndOfFile() : Data()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, outputBytes: outputData, errorBytes: errorData)
    }
}
