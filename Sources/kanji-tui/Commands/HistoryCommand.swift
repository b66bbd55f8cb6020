import ArgumentParser
import UserData

/// `kanji-tui history`: the kanji and words opened in the browser, newest first, from the user database;
/// `--clear` forgets them. Needs no dictionary data.
struct HistoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "Print the kanji and words opened in the browser, newest first, or clear them.",
        discussion: """
            One line per item, with the last time it was opened (reopening moves it to the top). An empty \
            history prints nothing (and, as text, says so on stderr) with exit status 0; --tsv then prints \
            only its header and --json an empty array. A missing database file is an empty history and is \
            not created.

            --tsv columns: \(HistoryFormat.tsvHeader.split(separator: "\t").joined(separator: ", ")); \
            opened_at is ISO 8601 in UTC, reading is empty for a kanji.
            """
    )

    @Flag var format = HistoryFormat.text

    @Option(parsing: .unconditional, help: "How many entries to print, newest first; 0 prints all.")
    var limit = 0

    @Flag(help: "Forget the whole history; prints how many entries were removed.")
    var clear = false

    @OptionGroup var userData: UserDataOptions

    func validate() throws {
        guard limit >= 0 else { throw ValidationError("--limit must be 0 (all) or more, not \(limit).") }
        if clear && (format != .text || limit != 0) {
            throw ValidationError("--clear prints only how many entries it removed; it takes no --json, --tsv or --limit.")
        }
    }

    func run() throws {
        let path = try UserDataExit.onError { () throws(UserDataError) in try userData.location() }
        // Only --clear writes: listing a file that cannot be written works.
        let database = try UserDataExit.onError { () throws(UserDataError) in
            try clear ? UserDatabase.openExisting(at: path) : UserDatabase.openForReading(at: path)
        }
        if clear {
            let removed = try database.map { database in try UserDataExit.onError { () throws(UserDataError) in try database.clearHistory() } } ?? 0
            try TextOutput.standardOutput.write("removed \(removed) \(removed == 1 ? "entry" : "entries") from the history in \(path)\n")
            return
        }
        let rows = try database.map { database in
            try UserDataExit.onError { () throws(UserDataError) in try database.history(limit: limit == 0 ? nil : limit) }
        } ?? []
        if rows.isEmpty && format == .text {
            TextOutput.standardError.write("kanji-tui: the history is empty (\(path))\n")
        }
        try format.print(rows)
    }
}
