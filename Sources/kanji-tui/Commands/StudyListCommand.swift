import ArgumentParser
import FSRS
import Foundation
import StudyExchange
import UserData

/// `kanji-tui study list [--due]`: the kept kanji and words with their FSRS state, soonest due first; with `--due`,
/// the cards a review started now shows, in its order, within today's limits, after Anki's three numbers.
struct StudyListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Print the kept kanji and words with their state and due time, soonest due first.",
        discussion: """
            An empty list prints nothing (as text it says so on stderr; --tsv prints its header, --json []) \
            with exit status 0. --due lists exactly the cards a review started now shows, in the order it shows \
            them: the cards in a learning step, the review cards due (soonest first) within the reviews per day, \
            then the new cards due in the new-card order within the new cards per day (see 'study config'); \
            the cards the limits hold back for later days are left out. As text it first prints Anki's three \
            numbers (new · learning · review) with what the limits hold back; --json prints them as an object, \
            {"new", "learning", "review", "held_back_new", "held_back_review", "cards": [...]}. \
            A missing database file is an empty list and is not created. Needs no \
            dictionary data; as text, each line ends with the item's meaning (as the Study tab shows it) when the \
            data can be read.

            --tsv columns: \(StudyListFormat.tsvHeader.split(separator: "\t").joined(separator: ", ")); \
            times are ISO 8601 in UTC, empty when there is none yet (a new card has no last review, step, \
            stability or difficulty; a review card has no step). sentence is the sentence a word was kept with \
            ('study add WORD --sentence …'), the word in brackets; as text it follows the card's line, with its \
            source in parentheses. Suspended and buried cards (the Study tab's ! and -) are listed with their \
            schedule, marked as text "[suspended]", "[buried]" and, for a card whose lapses reached the leech \
            threshold, "[leech]" (columns suspended and leech are 0 or 1, buried_until the time a burial ends); \
            --due leaves them out, as a review does. An item kept in several card kinds (see 'study config \
            --card-kinds') has a line per card: column card_kind says which (recognition, production, reading), \
            and as text a card that is not recognition is followed by its kind in parentheses.
            """
    )

    @Flag var format = StudyListFormat.text

    @Flag(help: "Only the cards a review now shows, in its order, within today's limits.")
    var due = false

    @OptionGroup var data: DataOptions
    @OptionGroup var userData: UserDataOptions

    func run() throws {
        let path = try UserDataExit.onError { () throws(UserDataError) in try userData.location() }
        let database = try UserDataExit.onError { () throws(UserDataError) in try UserDatabase.openForReading(at: path) }
        let rows: [StudyRow]
        var dueToday: StudyDueToday?
        let now = Timestamp(secondsSince1970: Int64(Date().timeIntervalSince1970))
        if due {
            // What a review started now shows, counted and read in one transaction: the limits' cards are counted,
            // not read.
            let found = try database.map { database in
                try UserDataExit.onError { () throws(UserDataError) in
                    try database.studyRowsDueToday(at: now, dayStart: StudyDay.local.start(containing: now))
                }
            } ?? (due: StudyDueToday.none, rows: [])
            dueToday = found.due
            rows = found.rows
        } else {
            rows = try database.map { database in
                try UserDataExit.onError { () throws(UserDataError) in try database.studyRows() }
            } ?? []
        }
        if let dueToday, format == .text {
            try TextOutput.standardOutput.write(dueToday.line + "\n")
        }
        if rows.isEmpty && format == .text {
            TextOutput.standardError.write("kanji-tui: \(due ? "nothing is due" : "the study list is empty") (\(path))\n")
        }
        try format.print(rows, due: dueToday, meanings: format == .text && !rows.isEmpty ? StudyItemLookup(ifAvailable: data) : nil,
                         now: now)
    }
}
