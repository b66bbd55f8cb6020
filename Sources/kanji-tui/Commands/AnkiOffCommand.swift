import ArgumentParser
import UserData

/// `kanji-tui anki off`: switches the link off, keeping its settings (and the notes waiting) for `anki setup` to
/// switch back on.
struct AnkiOffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "off", abstract: "Switch the link off; 'anki setup' switches it on again.")

    @OptionGroup var userData: UserDataOptions

    func run() throws {
        let database = try UserDataExit.onError { () throws(UserDataError) in try userData.open() }
        guard var settings = try SavedAnkiLink.settings(in: database), settings.isOn else {
            try TextOutput.standardOutput.write("link: off already\n")
            return
        }
        settings.isOn = false
        try UserDataExit.onError { () throws(UserDataError) in try database.saveAnkiLinkSettings(settings.json()) }
        try TextOutput.standardOutput.write("link: off — 'a' keeps in the study list only; 'kanji-tui anki setup' switches it on\n")
    }
}
