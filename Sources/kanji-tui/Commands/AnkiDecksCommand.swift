import AnkiConnect
import ArgumentParser
import UserData

/// `kanji-tui anki decks`: the running Anki's decks, one a line, for `anki setup --deck`.
struct AnkiDecksCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "decks", abstract: "List the running Anki's decks.")

    @OptionGroup var anki: AnkiLinkOptions
    @OptionGroup var userData: UserDataOptions

    func run() throws {
        let database = try UserDataExit.onError { () throws(UserDataError) in try userData.open() }
        let client = try anki.client(saved: try SavedAnkiLink.settings(in: database))
        let decks = try AnkiConnectExit.onError { () throws(AnkiConnectError) in try client.perform(.deckNames) }
        try TextOutput.standardOutput.write(decks.sorted().map { $0 + "\n" }.joined())
    }
}
