import ArgumentParser
import FSRS
import Foundation
import StudyExchange
import UserData

/// `study import FILE.json`: kanji-tui's own `study export --json` back, its cards merged as an Anki package's are.
extension StudyImportCommand {
    /// kanji-tui's own JSON export (`StudyJSONImport`): every card read and checked before the user database is opened
    /// for writing, so a file that is no export leaves it as it was (not even made); then merged by
    /// `UserDatabase.importStudy`, the Anki import's merge, so the same file again changes nothing.
    func importJSON(_ text: String, name: String, lookup: StudyItemLookup) throws {
        guard !words, wordFields.isEmpty, readingFields.isEmpty, decks.isEmpty else {
            TextOutput.standardError.write("kanji-tui: \(name): --words, --field, --reading-field and --deck are not for kanji-tui's "
                + "JSON export, which names each card's item and kind itself; nothing imported\n")
            throw ExitCode(2)
        }
        let location = try UserDataExit.onError { () throws(UserDataError) in try userData.location() }
        let existing = try UserDataExit.onError { () throws(UserDataError) in try UserDatabase.openForReading(at: location) }
        let settings = try existing.map { database in
            try UserDataExit.onError { () throws(UserDataError) in try database.studySettings() }
        } ?? StudySettings()
        let plan: StudyJSONImportPlan
        do {
            plan = try StudyJSONImport(lookup: lookup, scheduler: settings.scheduler).plan(text)
        } catch {
            try ImportInterruption.exitIfRequested(name)
            TextOutput.standardError.write("kanji-tui: \(name): \(error); nothing imported\n")
            throw ExitCode(2)
        }
        let cards = try existing.map { try Self.keptKeys(of: plan.cards, lookup: lookup, database: $0) } ?? plan.cards
        let lines = ["\(name): kanji-tui's study export (JSON, version \(StudyJSONImport.version))"] + plan.reportLines
        if !plan.unknown.isEmpty {
            var skipped = SkippedItems()
            for item in plan.unknown { skipped.add(item.displayName) }
            TextOutput.standardError.write("kanji-tui: skipped \(skipped.count) not in the data: \(skipped.listing)\n")
        }
        guard !cards.isEmpty else {
            try TextOutput.standardOutput.write(lines.joined(separator: "\n") + "\n")
            TextOutput.standardError.write("kanji-tui: \(name): no card of a kanji or word of the data; nothing imported\n")
            throw ExitCode(1)
        }
        try merge(cards, report: lines, from: name, into: location, existing: existing, scheduledBy: "the export", stdinIsInput: file == "-")
    }
}
