import AnkiConnect
import AnkiPackage
import ArgumentParser
import FSRS
import Foundation
import KanjiKit
import StudyExchange
import UserData

/// `kanji-tui known import FILE`: marks known (or ignored) every word of a word list, a CSV/TSV column, or the mature
/// cards of an Anki package; each word placed or listed as not placed, never guessed.
struct KnownImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Mark known the words of a list, a CSV/TSV column, or the mature cards of an Anki package.",
        discussion: """
            A text file (UTF-8; - for stdin): one word per line (日本, にほん, 生物[なまもの]), or a CSV or TSV \
            whose --column holds the word (a line with a tab is split at tabs, any other at commas, "quoted" \
            fields kept whole) and --reading-column its reading. Empty lines and lines starting with # are passed \
            over. Each word is matched as 'known add' matches it.

            An Anki package (.apkg, .colpkg), or with --anki instead of a file the Anki running now (through \
            AnkiConnect: 'kanji-tui anki'): the notes with a card Anki calls mature — a review card whose \
            interval is at least --min-interval days (21, as Anki) — in the --deck (and its subdecks) and \
            --note-type taken, each matched to its word as 'study import' matches a note (--field, \
            --reading-field; furigana 食[た]べる gives the reading; a vocabulary note type's notes of one kanji \
            are the words they write, 水 is みず). Younger notes are counted and left out.

            A line or note that names no word of JMdict, several common words without its reading (はし; a kanji \
            alone, 日: ひ or にち), a kanji note type's kanji, or a reading that is none of its word's is listed on \
            stderr as not placed, never guessed. Then one summary line: how many words were placed, how \
            many newly marked and how many were already, how many not placed. Everything is marked in one \
            transaction; --dry-run prints the same and writes nothing. Exit status: 0; 1 when nothing could be \
            placed; 2 when the file cannot be read or the package names no such deck, note type or field; 69 when \
            --anki finds no Anki answering.
            """
    )

    @Argument(help: ArgumentHelp("The word list, CSV/TSV, or Anki package (.apkg, .colpkg); - for stdin.", valueName: "file"),
              completion: .file())
    var file: String?

    @Flag(name: .customLong("anki"), help: "Read the Anki running now (AnkiConnect), instead of a file.")
    var fromRunningAnki = false

    @OptionGroup var anki: AnkiLinkOptions

    @Option(help: ArgumentHelp("The CSV/TSV column holding the word, from 1.", valueName: "n"))
    var column = 1

    @Option(name: .customLong("reading-column"), help: ArgumentHelp("The CSV/TSV column holding the word's reading, from 1.", valueName: "n"))
    var readingColumn: Int?

    @Option(name: .customLong("deck"), parsing: .singleValue,
            help: ArgumentHelp("Take only this Anki deck and its subdecks; repeatable.", valueName: "name"))
    var decks: [String] = []

    @Option(name: .customLong("note-type"), parsing: .singleValue,
            help: ArgumentHelp("Take only the notes of this Anki note type; repeatable.", valueName: "name"))
    var noteTypes: [String] = []

    @Option(name: .customLong("field"), parsing: .singleValue,
            help: ArgumentHelp("The Anki field that names the word (e.g. Expression); repeat for several note types.", valueName: "name"))
    var wordFields: [String] = []

    @Option(name: .customLong("reading-field"), parsing: .singleValue,
            help: ArgumentHelp("The Anki field that holds the word's reading; repeatable.", valueName: "name"))
    var readingFields: [String] = []

    @Option(name: .customLong("min-interval"), help: ArgumentHelp("The interval in days from which an Anki card counts as known.", valueName: "days"))
    var minimumInterval = 21

    @Flag(help: "Mark the words ignored instead of known.")
    var ignore = false

    @Flag(help: "Print what would be marked and what is not placed; write nothing.")
    var dryRun = false

    @OptionGroup var data: DataOptions
    @OptionGroup var userData: UserDataOptions

    func validate() throws {
        guard (file == nil) == fromRunningAnki else {
            throw ValidationError(fromRunningAnki ? "--anki reads the running Anki; give no file with it." : "Give a file to import, or --anki for the running Anki.")
        }
        guard column >= 1, (readingColumn ?? 1) >= 1 else { throw ValidationError("--column and --reading-column count from 1.") }
        guard minimumInterval >= 1 else { throw ValidationError("--min-interval is a number of days, 1 or more, not \(minimumInterval).") }
        for name in decks + noteTypes + wordFields + readingFields where name.trimmingCharacters(in: .whitespaces).isEmpty {
            throw ValidationError("--deck, --note-type, --field and --reading-field need a name, not an empty one.")
        }
    }

    func run() throws {
        ImportInterruption.watch()
        let file = file ?? ""
        let name = fromRunningAnki ? "Anki" : file == "-" ? "stdin" : file
        let found: (words: [MarkedWordKey], notPlaced: [String], heading: String?)
        if fromRunningAnki || (file != "-" && AnkiPackageInput.isPackage(file)) {
            guard column == 1, readingColumn == nil else { throw ValidationError("--column and --reading-column read a word list, not an Anki package.") }
            found = try ankiWords(name: name)
        } else {
            guard decks.isEmpty, noteTypes.isEmpty, wordFields.isEmpty, readingFields.isEmpty else {
                throw ValidationError("--deck, --note-type, --field and --reading-field read an Anki package; \(name) is a text.")
            }
            found = try listedWords(name: name)
        }
        if !found.notPlaced.isEmpty { TextOutput.standardError.write(found.notPlaced.map { "\(name): not placed: \($0)\n" }.joined()) }
        try ImportInterruption.exitIfRequested(name)
        let mark: WordMark = ignore ? .ignored : .known
        let location = try UserDataExit.onError { () throws(UserDataError) in try userData.location() }
        let newlyMarked: Int
        if dryRun {
            let existing = try UserDataExit.onError { () throws(UserDataError) in try UserDatabase.openForReading(at: location) }
            let marks = try existing.map { database in try UserDataExit.onError { () throws(UserDataError) in try database.wordMarks(of: found.words) } } ?? [:]
            newlyMarked = found.words.count { marks[$0] != mark }
        } else if found.words.isEmpty {
            newlyMarked = 0
        } else {
            let database = try UserDataExit.onError { () throws(UserDataError) in try userData.open() }
            let now = Timestamp(secondsSince1970: Int64(Date().timeIntervalSince1970))
            newlyMarked = try UserDataExit.onError { () throws(UserDataError) in try database.markWords(found.words, as: mark, at: now) }.count
        }
        let summary = "\(name): \(Self.count(found.words.count, "word")) placed: \(newlyMarked) \(dryRun ? "would be " : "")marked \(mark.rawValue), "
            + "\(found.words.count - newlyMarked) \(dryRun ? "are" : "were") already; \(found.notPlaced.count) not placed"
            + (dryRun ? " (dry run: nothing written)" : "")
        try TextOutput.standardOutput.write((found.heading.map { [$0] } ?? []).map { $0 + "\n" }.joined() + summary + "\n")
        guard !found.words.isEmpty else {
            TextOutput.standardError.write("kanji-tui: \(name): no word placed; nothing marked\n")
            throw ExitCode(1)
        }
    }

    // MARK: Private

    /// The words of a list, CSV or TSV, and each line that names none.
    private func listedWords(name: String) throws -> (words: [MarkedWordKey], notPlaced: [String], heading: String?) {
        let text = try TextFileInput.read(file ?? "-")
        let lookup = try StudyItemLookup(data: data)
        var words: [MarkedWordKey] = [], notPlaced: [String] = []
        var seen = Set<MarkedWordKey>()
        for (number, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let fields = WordListLine.fields(of: trimmed)
            let form = fields.indices.contains(column - 1) ? fields[column - 1] : ""
            let reading = readingColumn.flatMap { fields.indices.contains($0 - 1) ? fields[$0 - 1] : nil } ?? ""
            let typed = reading.isEmpty ? form : "\(StudyItemLookup.split(form).form)[\(reading)]"
            let match: MarkedWordMatch = form.isEmpty ? .none : try BadData.exitOnError { () throws(DatasetError) in try lookup.markedWordMatch(for: typed) }
            let word: MarkedWordKey
            switch match {
            case .word(let found):
                word = found
            case .ambiguous(let words):
                notPlaced.append("line \(number + 1): \(ArgumentText.quoted(typed)) (\(MarkedWords.either(words)): give the reading)")
                continue
            case .none:
                let why = form.isEmpty ? "column \(column) is empty" : reading.isEmpty ? "no word of JMdict" : "no word of JMdict so written and read"
                notPlaced.append("line \(number + 1): \(ArgumentText.quoted(form.isEmpty ? trimmed : typed)) (\(why))")
                continue
            }
            if seen.insert(word).inserted { words.append(word) }
        }
        return (words, notPlaced, nil)
    }

    /// The words of the mature notes of an Anki package or of the running Anki, each note that names none, and a line
    /// on the notes taken.
    private func ankiWords(name: String) throws -> (words: [MarkedWordKey], notPlaced: [String], heading: String?) {
        let (contents, member) = try ankiContents()
        let lookup = try StudyItemLookup(data: data)
        let options = AnkiKnownWords.Options(decks: decks, noteTypes: noteTypes, wordFields: wordFields, readingFields: readingFields,
                                             minimumInterval: minimumInterval)
        let known: AnkiKnownWords
        do {
            known = try AnkiKnownWords(contents, options: options, matcher: AnkiNoteMatcher(lookup: lookup), stopRequested: ImportInterruption.isRequested)
        } catch {
            try ImportInterruption.exitIfRequested(name)
            TextOutput.standardError.write("kanji-tui: \(name): \(error); nothing marked\n")
            throw ExitCode(2)
        }
        let notPlaced = known.notPlaced.map { note in
            "\(ArgumentText.quoted(note.text))" + (note.noteType.isEmpty ? "" : " (note type \(note.noteType))") + ": \(note.reason)"
        }
        let heading = "\(name): \(member), \(Self.count(known.knownNotes + known.youngNotes, "note")) taken: \(known.knownNotes) known "
            + "(a card's interval ≥ \(minimumInterval) days), \(known.youngNotes) younger left out"
            + (known.repeatedNotes == 0 ? "" : ", \(known.repeatedNotes) naming a word an earlier note placed")
        return (known.words, notPlaced, heading)
    }

    /// The collection to read and how the heading names it: the package's (its member file), or the running Anki's
    /// decks and note types taken (`--anki`), through AnkiConnect.
    private func ankiContents() throws -> (AnkiCollectionContents, String) {
        guard fromRunningAnki else {
            let (contents, member) = try StudyImportCommand.readPackage(file ?? "")
            return (contents, "Anki \(member)")
        }
        let database = try UserDataExit.onError { () throws(UserDataError) in try userData.open() }
        let client = try anki.client(saved: try SavedAnkiLink.settings(in: database))
        let contents = try AnkiConnectExit.onError { () throws(AnkiConnectError) in
            try AnkiConnectCollection.contents(from: client, decks: decks, noteTypes: noteTypes)
        }
        return (contents, "the running Anki at \(client.address.absoluteString)")
    }

    /// "1 word", "20 words".
    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
