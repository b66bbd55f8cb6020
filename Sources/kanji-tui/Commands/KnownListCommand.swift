import ArgumentParser
import StudyExchange
import UserData

/// `kanji-tui known list [--ignored] [--json]`: the words marked known (or ignored), the last marked first.
struct KnownListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the words marked known (--ignored: those ignored), the last marked first.",
        discussion: """
            One word per line: the day it was marked (UTC), the word and its reading. --json prints an array of \
            {"word", "reading", "mark", "markedAt"}. Reads the user database without writing it; with none, \
            prints nothing.
            """
    )

    @Flag(help: "List the words marked ignored instead of those marked known.")
    var ignored = false

    @Flag(help: "Print a JSON array.")
    var json = false

    @OptionGroup var userData: UserDataOptions

    func run() throws {
        let rows = try KnownMarkRows.read(ignored ? .ignored : .known, userData: userData)
        if json { return try JSONOutput.print(rows.map(KnownMarkRows.JSONRow.init)) }
        try TextOutput.standardOutput.write(rows.map { row in
            "\(ISO8601UTC.text(secondsSince1970: row.markedAt.secondsSince1970).prefix(10))  \(row.key.displayName)\n"
        }.joined())
    }
}

/// The marked rows `known list` and `known export` print, read from the user database without writing it.
enum KnownMarkRows {
    /// Every word marked `mark`, the last marked first; none when there is no database yet.
    static func read(_ mark: WordMark, userData: UserDataOptions) throws -> [WordMarkRow] {
        let path = try UserDataExit.onError { () throws(UserDataError) in try userData.location() }
        guard let database = try UserDataExit.onError({ () throws(UserDataError) in try UserDatabase.openForReading(at: path) }) else { return [] }
        return try UserDataExit.onError { () throws(UserDataError) in try database.wordMarks(mark) }
    }

    /// A row as the JSON prints it.
    struct JSONRow: Encodable {
        let word: String
        let reading: String
        let mark: String
        /// ISO 8601, UTC.
        let markedAt: String

        init(_ row: WordMarkRow) {
            word = row.key.word
            reading = row.key.reading
            mark = row.mark.rawValue
            markedAt = ISO8601UTC.text(secondsSince1970: row.markedAt.secondsSince1970)
        }
    }
}
