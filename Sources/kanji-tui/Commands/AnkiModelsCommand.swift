import AnkiConnect
import ArgumentParser
import UserData

/// `kanji-tui anki models`: the running Anki's note types, each with its fields, for `anki setup --note-type`.
struct AnkiModelsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "models", abstract: "List the running Anki's note types and their fields.")

    @OptionGroup var anki: AnkiLinkOptions
    @OptionGroup var userData: UserDataOptions

    func run() throws {
        let database = try UserDataExit.onError { () throws(UserDataError) in try userData.open() }
        let client = try anki.client(saved: try SavedAnkiLink.settings(in: database))
        let models = try AnkiConnectExit.onError { () throws(AnkiConnectError) in try client.perform(.modelNames) }
        var lines: [String] = []
        for model in models.sorted() {
            let fields = try AnkiConnectExit.onError { () throws(AnkiConnectError) in try client.perform(.modelFieldNames(model)) }
            lines.append("\(model): \(fields.joined(separator: ", "))\n")
        }
        try TextOutput.standardOutput.write(lines.joined())
    }
}
