import FSRS
import Foundation
import GRDB
import Testing
@testable import UserData

/// Schema v12 (issue 45): the entries a learner chose with `e`/`E` hold for every text (`entry_choice`), written word by
/// word; the per-text choices of v10 are copied in when a file upgrades, and nothing of v10's table is lost.
@Suite struct EntryChoiceTests {
    static let naru = EntryChoiceRow(dictionaryForm: "なる", surface: "なる", sequence: 1_375_610)
    static let anata = EntryChoiceRow(dictionaryForm: "あなた", surface: "あなた", sequence: 1_223_615)

    @Test func choices_are_kept_for_every_text_and_read_back_by_another_connection() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("user.sqlite")
        let database = try UserDatabase.open(at: path)
        #expect(try database.entryChoices().isEmpty)
        try database.saveEntryChoices(chosen: [Self.naru, Self.anata], cleared: [])
        #expect(try UserDatabase.open(at: path).entryChoices() == [Self.anata, Self.naru], "a stable order, by dictionary form")
    }

    @Test func saving_changes_only_the_words_named() throws {
        let directory = try TemporaryDirectory()
        let database = try UserDatabase.open(at: directory.file("user.sqlite"))
        try database.saveEntryChoices(chosen: [Self.naru, Self.anata], cleared: [])
        let other = EntryChoiceRow(dictionaryForm: "なる", surface: "なる", sequence: 1_611_000)
        try database.saveEntryChoices(chosen: [other], cleared: [])
        #expect(try database.entryChoices() == [Self.anata, other], "another entry for なる; あなた's as it was")
        try database.saveEntryChoices(chosen: [], cleared: [(dictionaryForm: "あなた", surface: "あなた")])
        #expect(try database.entryChoices() == [other], "a choice taken back")
    }

    @Test func a_choice_without_a_word_or_an_entry_is_refused_and_nothing_changes() throws {
        let directory = try TemporaryDirectory()
        let database = try UserDatabase.open(at: directory.file("user.sqlite"))
        try database.saveEntryChoices(chosen: [Self.naru], cleared: [])
        for bad in [EntryChoiceRow(dictionaryForm: "", surface: "なる", sequence: 1), EntryChoiceRow(dictionaryForm: "なる", surface: "なる", sequence: 0)] {
            #expect(throws: UserDataError.self) {
                try database.saveEntryChoices(chosen: [Self.anata, bad], cleared: [(dictionaryForm: "なる", surface: "なる")])
            }
        }
        #expect(try database.entryChoices() == [Self.naru])
    }

    @Test func a_v11_file_upgrades_with_its_per_text_choices_made_choices_for_every_text() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("user.sqlite")
        let v11 = UserDataSchema(versions: Array(UserDataSchema.current.versions.prefix { $0.number <= 11 }))
        let old = try UserDatabase.open(at: path, schema: v11)
        let earlier = try old.addReadingPaste("先生になる。", title: "one", at: Timestamp(secondsSince1970: 1))
        let later = try old.addReadingPaste("どうなるか。", title: "two", at: Timestamp(secondsSince1970: 2))
        // As v10's reader saved them: なる chosen differently in the two texts, あなた in the earlier one only.
        try old.pool.write { db in
            try db.execute(sql: """
                INSERT INTO reading_entry_choice (text_id, dictionary_form, surface, sequence) VALUES
                    (?, 'なる', 'なる', 1611000), (?, 'あなた', 'あなた', 1223615), (?, 'なる', 'なる', 1375610)
                """, arguments: [earlier.id, earlier.id, later.id])
        }
        let stored = { (database: UserDatabase) in
            try database.pool.read { db in
                try Row.fetchAll(db, sql: "SELECT text_id, dictionary_form, surface, sequence FROM reading_entry_choice ORDER BY text_id, surface")
            }
        }
        let before = try stored(old)
        old.close()

        let upgraded = try UserDatabase.open(at: path)
        #expect(try upgraded.entryChoices() == [Self.anata, Self.naru], "the text opened last decides なる")
        #expect(try stored(upgraded) == before, "v10's rows are left as they were")
        #expect(FileManager.default.fileExists(atPath: path + ".backup-v11"), "the file as it was, kept beside it")
    }
}
