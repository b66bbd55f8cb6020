import ArgumentParser
import UserData

/// `kanji-tui known export [--ignored] [--json]`: the marked words as `known import` reads them back.
struct KnownExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Print the words marked known (--ignored: those ignored), one per line, as 'known import' reads them.",
        discussion: """
            Each word as 日本[にほん] (or する alone, a word written in its reading), the last marked first, so \
            'known export > words.txt' and 'known import words.txt' on another machine mark the same words. --json \
            prints what 'known list --json' prints.
            """
    )

    @Flag(help: "Export the words marked ignored instead of those marked known.")
    var ignored = false

    @Flag(help: "Print a JSON array of {\"word\", \"reading\", \"mark\", \"markedAt\"}.")
    var json = false

    @OptionGroup var userData: UserDataOptions

    func run() throws {
        let rows = try KnownMarkRows.read(ignored ? .ignored : .known, userData: userData)
        if json { return try JSONOutput.print(rows.map(KnownMarkRows.JSONRow.init)) }
        try TextOutput.standardOutput.write(rows.map { MarkedWords.typed($0.key) + "\n" }.joined())
    }
}
