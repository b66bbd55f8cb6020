import ArgumentParser
import FSRS
import Foundation
import UserData

/// `kanji-tui study list [--due]`: the kept kanji and words with their FSRS state, soonest due first.
struct StudyListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Print the kept kanji and words with their state and due time, soonest due first.",
        discussion: """
            An empty list prints nothing (as text it says so on stderr; --tsv prints its header, --json []) \
            with exit status 0. A missing database file is an empty list and is not created. Needs no \
            dictionary data.

            --tsv columns: \(StudyListFormat.tsvHeader.split(separator: "\t").joined(separator: ", ")); \
            times are ISO 8601 in UTC, empty when there is none yet (a new card has no last review, step, \
            stability or difficulty; a review card has no step).
            """
    )

    @Flag var format = StudyListFormat.text

    @Flag(help: "Only the cards due now.")
    var due = false

    @OptionGroup var userData: UserDataOptions

    func run() throws {
        let path = try UserDataExit.onError { () throws(UserDataError) in try userData.location() }
        let database = try UserDataExit.onError { () throws(UserDataError) in try UserDatabase.openForReading(at: path) }
        // --due asks the database for the cards due (an index range), not for every card to filter.
        let dueBy = due ? Timestamp(secondsSince1970: Int64(Date().timeIntervalSince1970)) : nil
        let rows = try database.map { database in
            try UserDataExit.onError { () throws(UserDataError) in try database.studyRows(dueBy: dueBy) }
        } ?? []
        if rows.isEmpty && format == .text {
            TextOutput.standardError.write("kanji-tui: \(due ? "nothing is due" : "the study list is empty") (\(path))\n")
        }
        try format.print(rows)
    }
}
