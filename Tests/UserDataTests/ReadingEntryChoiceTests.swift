import FSRS
import Foundation
import GRDB
import Testing
@testable import UserData

/// Schema v10: the entries a learner chose with `e`/`E` for words of a text (`reading_entry_choice`), kept per text,
/// replaced whole when the reader is left, and gone with their text.
@Suite struct ReadingEntryChoiceTests {
    static let naru = ReadingEntryChoiceRow(dictionaryForm: "なる", surface: "なる", sequence: 1_375_610)
    static let anata = ReadingEntryChoiceRow(dictionaryForm: "あなた", surface: "あなた", sequence: 1_223_615)

    @Test func choices_are_kept_per_text_and_last_across_openings() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("user.sqlite")
        let database = try UserDatabase.open(at: path)
        let first = try database.addReadingPaste("先生になる。", title: "one", at: Timestamp(secondsSince1970: 1))
        let second = try database.addReadingPaste("どうなるか。", title: "two", at: Timestamp(secondsSince1970: 2))
        #expect(try database.readingEntryChoices(ofText: first.id).isEmpty)

        try database.saveReadingEntryChoices([Self.naru, Self.anata], ofText: first.id)
        #expect(try UserDatabase.open(at: path).readingEntryChoices(ofText: first.id) == [Self.anata, Self.naru],
                "read back in a stable order, by another connection")
        #expect(try database.readingEntryChoices(ofText: second.id).isEmpty, "another text's words are its own")
    }

    @Test func saving_replaces_the_choices_before() throws {
        let directory = try TemporaryDirectory()
        let database = try UserDatabase.open(at: directory.file("user.sqlite"))
        let text = try database.addReadingPaste("先生になる。", title: "one", at: Timestamp(secondsSince1970: 1))
        try database.saveReadingEntryChoices([Self.naru, Self.anata], ofText: text.id)
        let other = ReadingEntryChoiceRow(dictionaryForm: "なる", surface: "なる", sequence: 1_611_000)
        try database.saveReadingEntryChoices([other], ofText: text.id)
        #expect(try database.readingEntryChoices(ofText: text.id) == [other])
        try database.saveReadingEntryChoices([], ofText: text.id)
        #expect(try database.readingEntryChoices(ofText: text.id).isEmpty, "every choice taken back")
    }

    @Test func a_text_gone_keeps_nothing_and_its_choices_go_with_it() throws {
        let directory = try TemporaryDirectory()
        let database = try UserDatabase.open(at: directory.file("user.sqlite"))
        let text = try database.addReadingPaste("先生になる。", title: "one", at: Timestamp(secondsSince1970: 1))
        try database.saveReadingEntryChoices([Self.naru], ofText: text.id)
        try database.pool.write { db in try db.execute(sql: "DELETE FROM reading_text WHERE id = ?", arguments: [text.id]) }
        let left = try database.pool.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM reading_entry_choice") }
        #expect(left == 0, "ON DELETE CASCADE")
        try database.saveReadingEntryChoices([Self.naru], ofText: text.id)
        #expect(try database.readingEntryChoices(ofText: text.id).isEmpty, "nothing written for a text taken out meanwhile")
    }

    @Test func a_choice_without_a_word_or_an_entry_is_refused_and_nothing_changes() throws {
        let directory = try TemporaryDirectory()
        let database = try UserDatabase.open(at: directory.file("user.sqlite"))
        let text = try database.addReadingPaste("先生になる。", title: "one", at: Timestamp(secondsSince1970: 1))
        try database.saveReadingEntryChoices([Self.naru], ofText: text.id)
        for bad in [ReadingEntryChoiceRow(dictionaryForm: "", surface: "なる", sequence: 1),
                    ReadingEntryChoiceRow(dictionaryForm: "なる", surface: "なる", sequence: 0)] {
            #expect(throws: UserDataError.self) { try database.saveReadingEntryChoices([Self.anata, bad], ofText: text.id) }
        }
        #expect(try database.readingEntryChoices(ofText: text.id) == [Self.naru])
    }
}
