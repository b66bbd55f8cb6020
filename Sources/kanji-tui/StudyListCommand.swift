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
            with exit status 0. As text, --due first prints Anki's three numbers: the new cards a review now \
            introduces (within the new cards per day, see 'study config'), the cards in a learning step, and the \
            review cards it shows (within the reviews per day), with what the limits hold back for later days. \
            A missing database file is an empty list and is not created. Needs no \
            dictionary data; as text, each line ends with the item's meaning (as the Study tab shows it) when the \
            data can be read.

            --tsv columns: \(StudyListFormat.tsvHeader.split(separator: "\t").joined(separator: ", ")); \
            times are ISO 8601 in UTC, empty when there is none yet (a new card has no last review, step, \
            stability or difficulty; a review card has no step). sentence is the sentence a word was kept with \
            ('study add WORD --sentence …'), the word in brackets; as text it follows the card's line, with its \
            source in parentheses.
            """
    )

    @Flag var format = StudyListFormat.text

    @Flag(help: "Only the cards due now.")
    var due = false

    @OptionGroup var data: DataOptions
    @OptionGroup var userData: UserDataOptions

    func run() throws {
        let path = try UserDataExit.onError { () throws(UserDataError) in try userData.location() }
        let database = try UserDataExit.onError { () throws(UserDataError) in try UserDatabase.openForReading(at: path) }
        // --due asks the database for the cards due (an index range), not for every card to filter.
        let dueBy = due ? Timestamp(secondsSince1970: Int64(Date().timeIntervalSince1970)) : nil
        let rows = try database.map { database in
            try UserDataExit.onError { () throws(UserDataError) in try database.studyRows(dueBy: dueBy) }
        } ?? []
        if let dueBy, format == .text {
            TextOutput.standardOutput.write(try Self.dueLine(database: database, now: dueBy) + "\n")
        }
        if rows.isEmpty && format == .text {
            TextOutput.standardError.write("kanji-tui: \(due ? "nothing is due" : "the study list is empty") (\(path))\n")
        }
        try format.print(rows, meanings: format == .text && !rows.isEmpty ? StudyItemLookup(ifAvailable: data) : nil)
    }

    /// "20 new · 1 learning · 3 review due now (+59 new over today's limit)": what a review started now shows, as
    /// the browser's Study header counts it — new and review cards within what today's limits still allow.
    static func dueLine(database: UserDatabase?, now: Timestamp) throws -> String {
        guard let database else { return "0 new · 0 learning · 0 review due now" }
        return try UserDataExit.onError { () throws(UserDataError) in
            let settings = try database.studySettings()
            let studied = try database.studiedToday(since: StudyDay.local.start(containing: now))
            let due = try database.studyCardsDueByState(by: now)
            let new = min(due.new, max(0, (settings.newPerDay ?? StudySettings.defaultNewPerDay) - studied.newCards))
            let review = min(due.review, settings.reviewsPerDay.map { max(0, $0 - studied.reviews) } ?? due.review)
            let heldBack = [due.new > new ? "+\(due.new - new) new" : nil, due.review > review ? "+\(due.review - review) review" : nil]
                .compactMap { $0 }
            return "\(new) new · \(due.learning) learning · \(review) review due now"
                + (heldBack.isEmpty ? "" : " (\(heldBack.joined(separator: ", ")) over today's limit\(heldBack.count > 1 ? "s" : ""))")
        }
    }
}
