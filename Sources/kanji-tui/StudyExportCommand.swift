import ArgumentParser
import KanjiKit
import UserData

/// `kanji-tui study export --anki | --json [-o FILE]`: the study list for Anki, or every card with its FSRS
/// state and review log for other tools.
struct StudyExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export the study list: --anki for Anki's text import, --json with FSRS state and review logs.",
        discussion: """
            --anki writes Anki's text import format with its file headers (Anki 2.1.55 or later): File → Import \
            needs no field mapping; notes use the Basic note type (Front: the kanji or word; Back: meanings, \
            readings and common words, or a word's reading and senses; tags kanji-tui, kanji/word, JLPT::N5, \
            grade::1, common). Importing a later export again updates the same notes.

            --json writes every card with its FSRS state (state, step, stability, difficulty, due, last review) \
            and its full review log; the README documents the shape.

            Output goes to stdout, or to -o FILE, which must not exist unless --force is given (the old file is \
            then replaced in one step, never left half-written); a file that cannot be written exits with 73.
            """
    )

    @Flag var format: StudyExportFormat

    @Option(help: ArgumentHelp("The Anki deck to import into (with --anki); '::' makes a subdeck.", valueName: "name"))
    var deck = "kanji-tui"

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("Write to this file instead of stdout.", valueName: "file"))
    var output: String?

    @Flag(help: "Replace the -o file if it exists.")
    var force = false

    @OptionGroup var data: DataOptions
    @OptionGroup var userData: UserDataOptions

    func validate() throws {
        if deck.isEmpty || deck.contains(where: { $0.isNewline || $0 == "\t" || $0.unicodeScalars.contains { $0.properties.generalCategory == .control } }) {
            throw ValidationError("--deck needs a name on one line without tabs, not \"\(deck)\".")
        }
        if format == .json && deck != "kanji-tui" { throw ValidationError("--deck is for --anki; --json has no deck.") }
        if force && output == nil { throw ValidationError("--force replaces the -o file; without -o the export goes to stdout.") }
        if output?.isEmpty == true { throw ValidationError("-o needs a file name.") }
    }

    func run() throws {
        let path = try UserDataExit.onError { () throws(UserDataError) in try userData.location() }
        let database = try UserDataExit.onError { () throws(UserDataError) in try UserDatabase.openForReading(at: path) }
        let rows = try database.map { database in try UserDataExit.onError { () throws(UserDataError) in try database.studyRows() } } ?? []
        if rows.isEmpty { TextOutput.standardError.write("kanji-tui: the study list is empty (\(path))\n") }
        let text: String
        switch format {
        case .anki:
            let lookup = try StudyItemLookup(data: data)
            let ordered = rows.sorted { $0.card.id < $1.card.id }
            text = try BadData.exitOnError { () throws(DatasetError) in try AnkiNotes(lookup: lookup).file(deck: deck, rows: ordered) }
        case .json:
            let log = try database.map { database in try UserDataExit.onError { () throws(UserDataError) in try database.reviewLog() } } ?? []
            let settings = try database.map { database in
                try UserDataExit.onError { () throws(UserDataError) in try database.studySettings() }
            } ?? StudySettings()
            text = try JSONOutput.text(StudyExport(rows: rows, log: log, scheduler: settings.scheduler))
        }
        if let output {
            try OutputFile.write(text, to: output, force: force)
        } else {
            TextOutput.standardOutput.write(text)
        }
    }
}

/// `--anki` or `--json`: one flag, so ArgumentParser itself asks for one and refuses both.
enum StudyExportFormat: String, EnumerableFlag {
    case anki, json

    static func help(for value: StudyExportFormat) -> ArgumentHelp? {
        switch value {
        case .anki: return "Anki's text import format (tab-separated, with file headers)."
        case .json: return "Every card with its FSRS state and review log, as JSON."
        }
    }
}
