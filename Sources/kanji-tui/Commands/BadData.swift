import ArgumentParser
import KanjiKit

/// Every entry point treats bad data the same way: the dataset error's message (file and line) on
/// stderr and exit status 2, never a crash.
enum BadData {
    static func exitOnError<Value>(_ body: () throws(DatasetError) -> Value) throws -> Value {
        do {
            return try body()
        } catch {
            throw exitCode(reporting: error)
        }
    }

    /// Writes `error` (file and line) to stderr and gives the exit status for bad data.
    static func exitCode(reporting error: DatasetError) -> ExitCode {
        TextOutput.standardError.write("kanji-tui: \(error)\n")
        return ExitCode(2)
    }
}
