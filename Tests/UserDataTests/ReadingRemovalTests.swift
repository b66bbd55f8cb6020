import FSRS
import Foundation
import GRDB
import Testing
@testable import UserData

/// Removing a text from the Read list (issue 32 §3): its row, content, position and chosen entries go; the other
/// texts and the file it was read from stay.
@Suite struct ReadingRemovalTests {
    @Test func removing_a_text_keeps_nothing_of_it_and_leaves_its_file_and_the_others() throws {
        let directory = try TemporaryDirectory()
        let database = try UserDatabase.open(at: directory.file("user.sqlite"))
        let file = directory.file("story.txt")
        try "彼は本を見ていた。".write(toFile: file, atomically: true, encoding: .utf8)
        let read = try database.openReadingFile(path: file, title: "story.txt", at: Timestamp(secondsSince1970: 1))
        try database.saveReadingPosition(6, ofText: read.id)
        try database.saveReadingEntryChoices([ReadingEntryChoiceRow(dictionaryForm: "見る", surface: "見ていた", sequence: 1_259_290)],
                                             ofText: read.id)
        let pasted = try database.addReadingPaste("先生になる。", title: "one", at: Timestamp(secondsSince1970: 2))

        try database.removeReadingText(id: read.id)
        #expect(try database.readingTexts(offset: 0, limit: 10).map(\.id) == [pasted.id])
        #expect(try database.readingEntryChoices(ofText: read.id).isEmpty)
        let choices = try database.pool.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM reading_entry_choice") }
        #expect(choices == 0)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "彼は本を見ていた。", "the file is never touched")

        try database.removeReadingText(id: pasted.id)
        #expect(try database.readingTextCount() == 0)
        #expect(try database.readingContent(id: pasted.id) == nil, "a paste's content goes with it")
        // Opened again, a file starts over: nothing was kept.
        #expect(try database.openReadingFile(path: file, title: "story.txt", at: Timestamp(secondsSince1970: 3)).position == 0)
    }
}
