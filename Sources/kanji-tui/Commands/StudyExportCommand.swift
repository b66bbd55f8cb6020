import ArgumentParser
import FSRS
import Foundation
import KanjiKit
import StudyExchange
import UserData
import YomitanDictionaries

/// `kanji-tui study export --anki | --apkg | --json [-o FILE]`: the study list for Anki (as text to import, or
/// as a package with kanji-tui's note types and, if asked, the cards' scheduling), or every card with its FSRS
/// state and review log for other tools.
struct StudyExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export the study list: --anki for Anki's text import, --apkg as an Anki package, --json with FSRS state and review logs.",
        discussion: """
            --anki writes Anki's text import format with its file headers (Anki 2.1.55 or later): File → Import \
            needs no field mapping; notes use the Basic note type (Front: the kanji or word; Back: meanings, \
            readings and common words, or a word's reading and senses; tags kanji-tui, kanji/word, JLPT::N5, \
            grade::1, common). The first column is each note's stable guid (from kind, key and reading), so the \
            kanji 橋 and the word 橋 are two notes, and importing a later export again updates the same notes.

            --apkg writes an Anki package (needs -o FILE) with kanji-tui's own note types, kanji-tui Kanji and \
            kanji-tui Word, a field for each part, the same tags and guids, into the --deck: one note per item, \
            with a card for each kind it has (recognition, production, reading, a kanji's writing: each kind a \
            template of its own), suspended or buried as here, a leech's note tagged leech. (--anki gives each \
            item one Basic note, whatever its cards.) Every card starts as \
            new unless --with-scheduling is given: then each keeps its FSRS memory state and due date, and every \
            review is a row of Anki's review log (tick "Import any learning progress" in Anki's import dialog, and \
            turn FSRS on in the deck's options); importing the same reviews again adds none. The deck's preset, \
            kanji-tui, carries the FSRS parameters, desired retention, steps, daily limits and leech threshold \
            kanji-tui schedules with (tick "Import deck presets"). \
            Every package is stamped with a later second than the one before (the export ends once its second \
            has passed), so importing a newer package updates the notes in Anki, never skips them as duplicates. \
            --with-audio adds each word's audio, said by Open JTalk with the Mei voice (Debian open-jtalk), to the \
            package's media; its note's Audio field ([sound:…]) plays it on the card's back.

            --glossary-dictionary TITLE (with --anki or --apkg) takes each word's meaning from a Yomitan dictionary \
            you imported (a monolingual one, Jitendex) instead of JMdict: the package's Senses field gets its \
            definitions, one a numbered line with its further lines (list items, table rows) under it; the text \
            export's Back gets them on one line, "1. … / … 2. …". A word the dictionary lacks keeps JMdict's senses; \
            a kanji keeps its KANJIDIC2 meanings. Exit status 1 when no dictionary has that title.

            --json writes every card with its FSRS state (state, step, stability, difficulty, due, last review) \
            and its full review log; the README documents the shape.

            Output goes to stdout, or to -o FILE, which must not exist unless --force is given (the old file is \
            then replaced in one step, never left half-written); a file that cannot be written exits with 73, a \
            stdout that cannot be (a full disk under '> backup.json') with 74.
            """
    )

    @Flag var format: StudyExportFormat

    @Option(help: ArgumentHelp("The Anki deck to import into (with --anki or --apkg); '::' makes a subdeck.", valueName: "name"))
    var deck = "kanji-tui"

    @Flag(help: "With --apkg: the cards keep their FSRS memory state, due dates and review log.")
    var withScheduling = false

    @Flag(help: "With --apkg: each word's audio (Open JTalk, the Mei voice) in the package's media, played by its Audio field.")
    var withAudio = false

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("Write to this file instead of stdout.", valueName: "file"),
            completion: .file())
    var output: String?

    @Flag(help: "Replace the -o file if it exists.")
    var force = false

    @Option(name: .customLong("glossary-dictionary"),
            help: ArgumentHelp("With --anki or --apkg: each word's meaning from this imported dictionary where it has the word.", valueName: "title"))
    var glossaryDictionary: String?

    @OptionGroup var data: DataOptions
    @OptionGroup var userData: UserDataOptions

    func validate() throws {
        if deck.isEmpty || deck.contains(where: { $0.isNewline || $0 == "\t" || $0.unicodeScalars.contains { $0.properties.generalCategory == .control } }) {
            throw ValidationError("--deck needs a name on one line without tabs, not \"\(deck)\".")
        }
        if format == .json && deck != "kanji-tui" { throw ValidationError("--deck is for --anki and --apkg; --json has no deck.") }
        if withScheduling && format != .apkg {
            throw ValidationError("--with-scheduling is for --apkg (--json always has the scheduling; --anki cannot carry it).")
        }
        if withAudio && format != .apkg {
            throw ValidationError("--with-audio is for --apkg (a package carries the sound files; --anki and --json cannot).")
        }
        if format == .apkg && output == nil {
            throw ValidationError("--apkg writes a zip file, not text for the terminal: give it -o FILE (e.g. -o kanji-tui.apkg).")
        }
        if glossaryDictionary != nil && format == .json {
            throw ValidationError("--glossary-dictionary is for --anki and --apkg; --json exports the study list, not meanings.")
        }
        if force && output == nil { throw ValidationError("--force replaces the -o file; without -o the export goes to stdout.") }
        if output?.isEmpty == true { throw ValidationError("-o needs a file name.") }
    }

    func run() throws {
        let path = try UserDataExit.onError { () throws(UserDataError) in try userData.location() }
        let database = try UserDataExit.onError { () throws(UserDataError) in try UserDatabase.openForReading(at: path) }
        let rows = try database.map { database in try UserDataExit.onError { () throws(UserDataError) in try database.studyRows() } } ?? []
        if rows.isEmpty { TextOutput.standardError.write("kanji-tui: the study list is empty (\(path))\n") }
        let ordered = rows.sorted { $0.card.id < $1.card.id }
        let text: String
        switch format {
        case .anki:
            let lookup = try exportLookup()
            text = try BadData.exitOnError { () throws(DatasetError) in try AnkiNotes(lookup: lookup).file(deck: deck, rows: ordered) }
        case .apkg:
            return try writePackage(ordered, database: database)
        case .json:
            text = try JSONOutput.text(StudyExport(rows: rows, log: try Self.reviewLog(database), scheduler: try Self.scheduler(database)))
        }
        if let output {
            try OutputFile.write(text, to: output, force: force)
        } else {
            try TextOutput.standardOutput.write(text)
        }
    }
}

extension StudyExportCommand {
    /// The data the notes are written from, with the --glossary-dictionary's glossary when one is named.
    private func exportLookup() throws -> StudyItemLookup {
        var lookup = try StudyItemLookup(exportingFrom: data)
        if let glossaryDictionary {
            let (title, library) = try LearnerDictionaryFiles.installedTitle(glossaryDictionary, beside: userData)
            lookup.glossary = try DictionaryLibraryOptions.onStorageError { () throws(StorageError) in
                try LearnerDictionaryFiles.glossary(titled: title, in: library)
            }
        }
        return lookup
    }

    /// `--apkg`: the package of `rows` (in that order) to the -o file, which validate() made sure of: a zip
    /// never goes to the terminal.
    private func writePackage(_ rows: [StudyRow], database: UserDatabase?) throws {
        guard let output else { preconditionFailure("validate() requires -o with --apkg") }
        let builder = AnkiStudyPackage(lookup: try exportLookup(), settings: try Self.settings(database))
        let log = withScheduling ? try Self.reviewLog(database) : []
        let audio = withAudio ? try WordAudio.files(for: rows.map(\.item), dataDirectory: try data.dataDirectory()) : [:]
        let stamp = AnkiExportStamp.now()
        let now = Timestamp(secondsSince1970: stamp.seconds)
        let package = try BadData.exitOnError { () throws(DatasetError) in
            try builder.package(deck: deck, rows: rows, log: log, withScheduling: withScheduling, now: now, audio: audio)
        }
        let bytes: Data
        do {
            bytes = try package.data()
        } catch {
            TextOutput.standardError.write("kanji-tui: \(output): \(error); nothing written\n")
            throw OutputFile.cannotCreate
        }
        try OutputFile.write(bytes: Array(bytes), to: output, force: force)
        // A later export must stamp a later second, or Anki would skip its notes as duplicates of these.
        stamp.waitUntilPast()
    }

    /// The scheduler the learner reviews with: the stored settings (fitted parameters, desired retention), or
    /// FSRS's defaults without a database.
    private static func scheduler(_ database: UserDatabase?) throws -> Scheduler {
        try settings(database).scheduler
    }

    /// The stored settings (fitted parameters, desired retention, daily limits), or the defaults without a database.
    private static func settings(_ database: UserDatabase?) throws -> StudySettings {
        try database.map { database in
            try UserDataExit.onError { () throws(UserDataError) in try database.studySettings() }
        } ?? StudySettings()
    }

    /// Every review of the file, oldest first; none when there is no file yet.
    private static func reviewLog(_ database: UserDatabase?) throws -> [StudyReviewRow] {
        try database.map { database in try UserDataExit.onError { () throws(UserDataError) in try database.reviewLog() } } ?? []
    }
}

/// `--anki`, `--apkg` or `--json`: one flag, so ArgumentParser itself asks for one and refuses two.
enum StudyExportFormat: String, EnumerableFlag {
    case anki, apkg, json

    static func help(for value: StudyExportFormat) -> ArgumentHelp? {
        switch value {
        case .anki: return "Anki's text import format (tab-separated, with file headers)."
        case .apkg: return "An Anki package (.apkg) with kanji-tui's note types; needs -o FILE."
        case .json: return "Every card with its FSRS state and review log, as JSON."
        }
    }
}
