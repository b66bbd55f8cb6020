import ArgumentParser
import FSRS
import StudyExchange
import UserData

/// `kanji-tui study optimize [--apply] [--retention R]`: fits the FSRS parameters to the learner's own review
/// log, as Anki's Optimize button does, and reports how well the current and the fitted ones predict it.
struct StudyOptimizeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "optimize",
        abstract: "Fit the FSRS parameters to your own reviews; --apply schedules with them.",
        discussion: """
            Reads the study list's review log and fits FSRS-6's 21 parameters to it (the training of Anki's \
            optimizer, fsrs-rs), then prints the log-loss and RMSE(bins) of the current and the fitted \
            parameters on the same reviews: lower predicts your memory better. Counted are the reviews a day or \
            more after the card's previous one; fitting needs \(ParameterOptimizer.minimumReviews) of them, and \
            with fewer the command says how many are missing and exits with status 1. The fitted parameters \
            are stored only with --apply, and apply from each card's next grade; the browser's Study tab \
            then schedules with them. --retention sets the recall probability cards fall due at \
            (\(StudySettings.retentionRange.lowerBound)–\(StudySettings.retentionRange.upperBound); \
            default 0.9): higher means more reviews. Needs no dictionary data.
            """
    )

    @Flag(help: "Store the fitted parameters: the browser and the study commands schedule with them from now on.")
    var apply = false

    @Option(help: ArgumentHelp("Set the desired retention, e.g. 0.9.", valueName: "probability"))
    var retention: Double?

    @Flag(help: "Print the report as JSON.")
    var json = false

    @OptionGroup var userData: UserDataOptions

    func validate() throws {
        if let retention, !StudySettings.retentionRange.contains(retention) {
            throw ValidationError("""
                --retention is the recall probability to schedule for, from \(StudySettings.retentionRange.lowerBound) \
                to \(StudySettings.retentionRange.upperBound) (e.g. 0.9), not \(retention).
                """)
        }
    }

    func run() throws {
        let path = try UserDataExit.onError { () throws(UserDataError) in try userData.location() }
        // Only a change creates the file; a report on a missing one is a report on no reviews.
        let database = try UserDataExit.onError { () throws(UserDataError) in
            apply || retention != nil ? try UserDatabase.open(at: path) : try UserDatabase.openForReading(at: path)
        }
        if let retention, let database {
            try UserDataExit.onError { () throws(UserDataError) in try database.saveDesiredRetention(retention) }
        }
        let settings = try database.map { database in
            try UserDataExit.onError { () throws(UserDataError) in try database.studySettings() }
        } ?? StudySettings()
        let logs = try database.map { database in
            try UserDataExit.onError { () throws(UserDataError) in try database.reviewLog().map(\.log) }
        } ?? []
        let optimizer = ParameterOptimizer(histories: ReviewHistory.histories(from: logs),
                                           relearningStepCount: settings.scheduler.relearningSteps.count)

        let missing = ParameterOptimizer.minimumReviews - optimizer.reviewCount
        guard missing <= 0 else {
            try report(StudyOptimizeReport(reviews: optimizer.reviewCount, missingReviews: missing,
                                           desiredRetention: settings.scheduler.desiredRetention))
            // Setting the retention alone succeeded; only the fit could not be made.
            if retention == nil { throw ExitCode(1) }
            return
        }
        let current = settings.scheduler.parameters
        let fitted = optimizer.fit()
        if apply {
            try UserDataExit.onError { () throws(UserDataError) in try database?.saveStudyParameters(fitted) }
        }
        try report(StudyOptimizeReport(
            reviews: optimizer.reviewCount, desiredRetention: settings.scheduler.desiredRetention,
            current: .init(current, optimizer.evaluate(current)), fitted: .init(fitted, optimizer.evaluate(fitted)),
            applied: apply))
    }

    private func report(_ report: StudyOptimizeReport) throws {
        if json {
            try JSONOutput.print(report)
        } else {
            try TextOutput.standardOutput.write(report.text)
            if let message = report.shortfallMessage { TextOutput.standardError.write("kanji-tui: \(message)\n") }
        }
    }
}
