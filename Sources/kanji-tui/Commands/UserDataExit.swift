import ArgumentParser
import UserData

/// Every command treats an unusable user database the same way: its one-line message on stderr (naming
/// the file), exit status 2 — a data problem, like an unreadable dataset.
enum UserDataExit {
    static func onError<Value>(_ body: () throws(UserDataError) -> Value) throws -> Value {
        do {
            return try body()
        } catch {
            TextOutput.standardError.write("kanji-tui: \(error.message)\n")
            throw ExitCode(2)
        }
    }
}
