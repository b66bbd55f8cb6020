/// Why the user database cannot be used, or why a write failed: always names the file, in one line a
/// status bar can show, so the browser can say it and carry on without recording.
public struct UserDataError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, for callers that react differently (tests, exit statuses).
    public enum Problem: Sendable, Equatable {
        /// Neither `$XDG_DATA_HOME` nor `$HOME` says where user data lives.
        case noLocation
        /// The directory for the file is missing and could not be made.
        case cannotCreateDirectory
        /// The path names a directory, FIFO, device or socket.
        case notAFile
        /// The file (or its directory) cannot be read.
        case unreadable
        /// The file or its directory cannot be written.
        case notWritable
        /// The file is not an SQLite database, or is a damaged one.
        case notADatabase
        /// An SQLite database, but not kanji-tui's (it has other tables and no kanji-tui migrations).
        case foreignDatabase
        /// Written by a newer kanji-tui: it has migrations this program does not know.
        case newerSchema(unknownMigrations: [String])
        /// The copy kept before an upgrade could not be written.
        case backupFailed
        /// A write or read failed after opening (disk full, I/O error …).
        case sqlite
        /// The caller passed something that cannot be stored (an empty key, a negative limit).
        case badInput
        /// The caller asked a transaction to stop (`study import` on a signal): it was rolled back.
        case stopped
    }

    public let path: String
    public let problem: Problem
    /// One line, naming the file and what is wrong, e.g. "/home/a/.local/share/kanji-tui/user.sqlite is
    /// not an SQLite database (left as it is; history is not recorded)".
    public let message: String

    init(_ problem: Problem, path: String, _ message: String) {
        self.problem = problem
        self.path = path
        self.message = message
    }

    public var description: String { message }
}
