import ArgumentParser
import UserData

/// `kanji-tui resume [on|off]`: whether the browser, started on nothing, opens where it was left — the tab and the
/// screens on its stack — as an e-reader opens at the page. Printed, or set and then printed.
struct ResumeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resume",
        _superCommandName: CommandRouting.toolName,
        abstract: "Print or set whether the browser opens where you left it.",
        discussion: """
            The browser remembers, each time it quits, the tab it showed and the screens open on it (a kanji's \
            detail, a word, its kanji, …). With 'on', starting kanji-tui with no kanji or word opens that place again, \
            and Back leaves it screen by screen as before; a review half done is not resumed (the Study list opens). \
            With 'off' (the default) it opens on the Kanji tab. 'kanji-tui 日' and --word open what they name either \
            way. With no argument the setting is printed; a bad value changes nothing and exits with status 64.
            """
    )

    /// on or off.
    enum Setting: String, ExpressibleByArgument, CaseIterable {
        case on, off
    }

    @Argument(help: ArgumentHelp("on: open where it was left; off: open on the Kanji tab.", valueName: "on|off"))
    var setting: Setting?

    @OptionGroup var userData: UserDataOptions

    func run() throws {
        let path = try UserDataExit.onError { () throws(UserDataError) in try userData.location() }
        // Only a change creates the file; a missing one resumes nothing.
        let database = try UserDataExit.onError { () throws(UserDataError) in
            setting != nil ? try UserDatabase.open(at: path) : try UserDatabase.openForReading(at: path)
        }
        if let database, let setting {
            try UserDataExit.onError { () throws(UserDataError) in try database.setBrowserResumes(setting == .on) }
        }
        let resumes = try database.map { database in
            try UserDataExit.onError { () throws(UserDataError) in try database.browserPlace()?.resumes ?? false }
        } ?? false
        try TextOutput.standardOutput.write(resumes
            ? "resume: on (started on nothing, the browser opens where you left it)\n"
            : "resume: off (started on nothing, the browser opens on the Kanji tab)\n")
    }
}
