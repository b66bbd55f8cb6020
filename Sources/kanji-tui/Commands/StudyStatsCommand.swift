import ArgumentParser
import FSRS
import Foundation
import StudyExchange
import TerminalUI
import UserData

/// `kanji-tui study stats [--json] [--width N]`: the Study tab's statistics page as plain text, or its numbers as
/// JSON — both from the database's aggregate queries (`UserDatabase.studyStatistics(at:)`), never from every card.
struct StudyStatsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Print the study statistics: reviews per day, the due forecast, true retention, cards by state, stability.",
        discussion: """
            The charts of the Study tab's statistics page (s on the Study list), drawn with block glyphs that need \
            no colour: reviews per day over the last 30 days (█ mature, ▓ young, ▒ relearning, ░ learning), the \
            cards due on each of the next 30 days (today includes the overdue; new and suspended cards are not \
            counted, a buried one counts from the day its burial ends), true retention (passed and failed reviews \
            of young and mature review cards, Anki's table), card counts by state (suspended and buried apart, \
            with the leeches) and the stability distribution. Days are UTC days; a review card is mature from an interval of \
            21 days. A missing database file is an empty study list and is not created. Needs no dictionary data.

            --json prints the numbers: today's date, reviews (per day, oldest first), dueForecast (per day, today \
            first) and overdue, trueRetention (per period: passed, failed, retention, null without reviews), \
            cardCounts (with suspended, buried and leeches), stability (buckets in days, with the average).
            """
    )

    @Flag(help: "Print the numbers as JSON instead of the charts.")
    var json = false

    @Option(help: "The charts' width in columns (\(StudyStatisticsPage.minimumWidth) to \(Self.maximumWidth)).")
    var width = 80

    @OptionGroup var userData: UserDataOptions

    /// Wider than any terminal a person reads a chart in; a typo like 8000 is refused rather than printed.
    static let maximumWidth = 1_000

    func validate() throws {
        guard (StudyStatisticsPage.minimumWidth...Self.maximumWidth).contains(width) else {
            throw ValidationError("--width must be \(StudyStatisticsPage.minimumWidth) to \(Self.maximumWidth) columns "
                                  + "(the charts' axes and the retention table need \(StudyStatisticsPage.minimumWidth)), not \(width)")
        }
    }

    func run() throws {
        let path = try UserDataExit.onError { () throws(UserDataError) in try userData.location() }
        let database = try UserDataExit.onError { () throws(UserDataError) in try UserDatabase.openForReading(at: path) }
        let now = Timestamp(secondsSince1970: Int64(Date().timeIntervalSince1970))
        let statistics = try database.map { database in
            try UserDataExit.onError { () throws(UserDataError) in try database.studyStatistics(at: now) }
        } ?? .empty(today: DeckStatistics.day(of: now))
        if json {
            try JSONOutput.print(StudyStatsReport(statistics))
            return
        }
        let width = width
        // `run` is called on the main thread; TerminalUI's drawing is main-actor code.
        let lines = MainActor.assumeIsolated { StudyStatisticsPage.draw(statistics, width: width).lines }
        // Without the blanks that pad each row to the width, so the text pastes and diffs cleanly.
        try TextOutput.standardOutput.write(lines.map { String($0.reversed().drop { $0 == " " }.reversed()) + "\n" }.joined())
    }
}
