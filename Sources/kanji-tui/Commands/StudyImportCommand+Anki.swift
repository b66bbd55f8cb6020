import AnkiPackage
import ArgumentParser
import FSRS
import Foundation
@preconcurrency import Glibc
import KanjiKit
import StudyExchange
import UserData

/// `study import FILE.apkg` and an Anki text file: the notes matched to items, then kept with one transaction.
extension StudyImportCommand {
    /// An Anki package: unpacked and read, every note matched and every card planned before the user database is
    /// opened, so a package that cannot be read leaves the database as it was (not even made).
    func importPackage(_ path: String) throws {
        let (contents, member) = try Self.readPackage(path)
        let lookup = try StudyItemLookup(data: data)
        try ImportInterruption.exitIfRequested(path)
        let location = try UserDataExit.onError { () throws(UserDataError) in try userData.location() }
        let existing = try UserDataExit.onError { () throws(UserDataError) in try UserDatabase.openForReading(at: location) }
        let settings = try existing.map { database in
            try UserDataExit.onError { () throws(UserDataError) in try database.studySettings() }
        } ?? StudySettings()
        let now = Timestamp(secondsSince1970: Int64(Date().timeIntervalSince1970))
        let plan: AnkiImportPlan
        do {
            plan = try AnkiStudyImport(lookup: lookup, scheduler: settings.scheduler)
                .plan(contents, options: ankiOptions, now: now, stopRequested: ImportInterruption.isRequested)
        } catch {
            try ImportInterruption.exitIfRequested(path)
            TextOutput.standardError.write("kanji-tui: \(path): \(error); nothing imported\n")
            throw ExitCode(2)
        }
        let cards = try existing.map { try Self.keptKeys(of: plan.cards, lookup: lookup, database: $0) } ?? plan.cards

        var lines = ["\(path): Anki \(member) (collection schema \(contents.schemaVersion)), "
            + "\(AnkiImportReport.count(plan.matches.noteTypes.values.reduce(0) { $0 + $1.notes }, "note"))"
            + (plan.decks.isEmpty ? "" : " in " + plan.decks.prefix(8).map { "\($0.name) (\(AnkiImportReport.count($0.cards, "card")))" }.joined(separator: ", ")
                + (plan.decks.count > 8 ? ", …" : ""))]
        lines.append("note types:")
        lines += AnkiImportReport.noteTypeLines(plan.matches)
        lines += AnkiImportReport.loneKanjiWordLines(plan.matches, limit: dryRun ? nil : Self.loneKanjiWordsListed)
        lines += AnkiImportReport.planLines(plan)
        let problems = AnkiImportReport.problemLines(plan, matches: plan.matches)
        if !problems.isEmpty { TextOutput.standardError.write(problems.joined(separator: "\n") + "\n") }
        guard !cards.isEmpty else {
            try TextOutput.standardOutput.write(lines.joined(separator: "\n") + "\n")
            TextOutput.standardError.write("kanji-tui: \(path): no note names a kanji or word of the data; nothing imported\n")
            throw ExitCode(1)
        }
        try merge(cards, report: lines, from: path, into: location, existing: existing, scheduledBy: "Anki", stdinIsInput: false)
    }

    /// Merges planned `cards` into the user database at `location` (`UserDatabase.importStudy`: a card already kept
    /// takes only the reviews it lacks, so the same file again changes nothing), after printing the import's `report`:
    /// with --dry-run only says what it would do; opens the database for writing only when something changes, after
    /// asking when that adds many new cards. `scheduledBy` names whose schedules the cards carry ("Anki", "the export").
    func merge(_ cards: [StudyImportCard], report: [String], from name: String, into location: String, existing: UserDatabase?,
               scheduledBy: String, stdinIsInput: Bool) throws {
        let preview = try existing.map { database in
            try ImportInterruption.onUserDataError(name) { () throws(UserDataError) in
                try database.previewStudyImport(cards, stopRequested: ImportInterruption.isRequested)
            }
        } ?? Self.allNew(cards)
        if dryRun {
            let lines = report + [AnkiImportReport.outcomeLine(preview, from: name, dryRun: true, scheduledBy: scheduledBy)]
            return try TextOutput.standardOutput.write(lines.joined(separator: "\n") + "\n")
        }
        try TextOutput.standardOutput.write(report.joined(separator: "\n") + "\n")
        guard preview.changesAnything else {
            // Nothing to add: the database is not even opened for writing, so its file stays as it was.
            return try TextOutput.standardOutput.write(AnkiImportReport.outcomeLine(preview, from: name, dryRun: false, scheduledBy: scheduledBy) + "\n")
        }
        try ImportConfirmation.confirm(adding: preview.added.count, importing: name, to: location, yes: yes, stdinIsInput: stdinIsInput)
        // The reader closes first, so the writer closes last and takes its -wal and -shm with it, even after a failure.
        existing?.close()
        try ImportInterruption.exitIfRequested(name)
        let database = try UserDataExit.onError { () throws(UserDataError) in try UserDatabase.open(at: location) }
        defer { database.close() }
        let outcome = try ImportInterruption.onUserDataError(name) { () throws(UserDataError) in
            try database.importStudy(cards, stopRequested: ImportInterruption.isRequested)
        }
        try TextOutput.standardOutput.write(AnkiImportReport.outcomeLine(outcome, from: name, dryRun: false, scheduledBy: scheduledBy) + "\n")
    }

    /// A text in Anki's import format: its rows matched to items as a package's notes are, then kept as new cards.
    func importAnkiText(_ file: AnkiTextFile, name: String, lookup: StudyItemLookup) throws {
        let matches: AnkiNoteMatches
        do {
            matches = try AnkiNoteMatcher(lookup: lookup).match(file.notes, types: [0: file.noteType], options: ankiOptions)
        } catch {
            TextOutput.standardError.write("kanji-tui: \(name): \(error); nothing imported\n")
            throw ExitCode(2)
        }
        var items: [RecordedItem] = []
        var seen = Set<RecordedItem>()
        for note in file.notes {
            if let item = matches.items[note.id], seen.insert(item).inserted { items.append(item) }
        }
        let problems = AnkiImportReport.problemLines(AnkiImportPlan(), matches: matches)
        try TextOutput.standardOutput.write("\(name): Anki's text import format (note type \(file.noteType.name), "
            + "\(AnkiImportReport.count(file.notes.count, "note"))):\n"
            + (AnkiImportReport.noteTypeLines(matches) + AnkiImportReport.loneKanjiWordLines(matches, limit: dryRun ? nil : Self.loneKanjiWordsListed))
                .joined(separator: "\n") + "\n")
        if !problems.isEmpty { TextOutput.standardError.write(problems.joined(separator: "\n") + "\n") }
        guard !items.isEmpty else {
            TextOutput.standardError.write("kanji-tui: \(name): no note names a kanji or word of the data to import\n")
            throw ExitCode(1)
        }
        try keep(items, from: name, lookup: lookup)
    }

    /// How many notes of one kanji taken as words an import lists (`--dry-run` lists them all): enough to see what
    /// was done, not a Core 6k deck's hundreds.
    static let loneKanjiWordsListed = 10

    /// What an import into an empty study list does: every card added (each kind of an item once), with every review.
    static func allNew(_ cards: [StudyImportCard]) -> StudyImportOutcome {
        var outcome = StudyImportOutcome()
        var seen = Set<[String]>()
        for card in cards where seen.insert([card.item.kind.rawValue, card.item.key, card.item.reading ?? "", card.cardKind.rawValue]).inserted {
            outcome.added.append(card.item)
            outcome.reviewsAdded += card.reviews.count
        }
        return outcome
    }

    /// The cards, each usually-kana word kept under its former key in that key (`keptKeys(of:lookup:database:)`).
    static func keptKeys(of cards: [StudyImportCard], lookup: StudyItemLookup, database: UserDatabase) throws -> [StudyImportCard] {
        let items = try keptKeys(of: cards.map(\.item), lookup: lookup, database: database)
        return zip(cards, items).map { card, item in
            item == card.item ? card : StudyImportCard(item: item, card: card.card, addedAt: card.addedAt,
                                                       frequencyRank: card.frequencyRank, reviews: card.reviews,
                                                       setAside: card.setAside, cardKind: card.cardKind, sentence: card.sentence)
        }
    }

    /// The collection of the package at `path`, unpacked to a temporary folder and read whole, and the zip member it
    /// was; the folder is gone when this returns, whatever happened, so the long steps after it leave nothing behind.
    static func readPackage(_ path: String) throws -> (contents: AnkiCollectionContents, member: String) {
        let collection = try packageStep(path) { () throws(AnkiReadError) in
            try AnkiPackageCollection(unpacking: path, stopRequested: ImportInterruption.isRequested)
        }
        let contents = try packageStep(path) { () throws(AnkiReadError) in
            try AnkiCollectionReader.read(path: collection.path, member: collection.member, stopRequested: ImportInterruption.isRequested)
        }
        return (contents, collection.member)
    }

    /// Runs one step of reading a package; its failure is said on stderr, naming the file, with exit status 2 (or the
    /// signal's status, when a stop signal ended it).
    static func packageStep<Value>(_ path: String, _ body: () throws(AnkiReadError) -> Value) throws -> Value {
        do {
            return try body()
        } catch {
            try ImportInterruption.exitIfRequested(path)
            TextOutput.standardError.write("kanji-tui: \(path): \(error); nothing imported\n")
            throw ExitCode(2)
        }
    }
}

/// Whether `study import` reads a file as an Anki package.
enum AnkiPackageInput {
    /// A name ending .apkg or .colpkg (whatever it holds: one that is no zip is refused as such), or a file that
    /// starts as a zip does.
    static func isPackage(_ path: String) -> Bool {
        let lowered = path.lowercased()
        if lowered.hasSuffix(".apkg") || lowered.hasSuffix(".colpkg") { return true }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return false }
        var magic = [UInt8](repeating: 0, count: 4)
        return read(descriptor, &magic, 4) == 4 && magic == [0x50, 0x4B, 0x03, 0x04]
    }
}
