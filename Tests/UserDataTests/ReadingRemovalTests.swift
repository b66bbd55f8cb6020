import FSRS
import Foundation
import GRDB
import Testing
@testable import UserData

/// Removing a text from the Read list (issue 32 §3): its row, content and position go; the other texts, the file it was
/// read from and the entries chosen (which hold for every text, issue 45) stay.
@Suite struct ReadingRemovalTests {
    @Test func removing_a_text_keeps_nothing_of_it_and_leaves_its_file_and_the_others() throws {
        let directory = try TemporaryDirectory()
        let database = try UserDatabase.open(at: directory.file("user.sqlite"))
        let file = directory.file("story.txt")
        try "彼は本を見ていた。".write(toFile: file, atomically: true, encoding: .utf8)
        let read = try database.openReadingFile(path: file, title: "story.txt", at: Timestamp(secondsSince1970: 1))
        try database.saveReadingPosition(6, ofText: read.id)
        let choice = EntryChoiceRow(dictionaryForm: "見る", surface: "見ていた", sequence: 1_259_290)
        try database.saveEntryChoices(chosen: [choice], cleared: [])
        let pasted = try database.addReadingPaste("先生になる。", title: "one", at: Timestamp(secondsSince1970: 2))

        try database.removeReadingText(id: read.id)
        #expect(try database.readingTexts(offset: 0, limit: 10).map(\.id) == [pasted.id])
        #expect(try database.entryChoices() == [choice], "a choice holds for every text, not only the one removed")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "彼は本を見ていた。", "the file is never touched")

        try database.removeReadingText(id: pasted.id)
        #expect(try database.readingTextCount() == 0)
        #expect(try database.readingContent(id: pasted.id) == nil, "a paste's content goes with it")
        // Opened again, a file starts over: nothing was kept.
        #expect(try database.openReadingFile(path: file, title: "story.txt", at: Timestamp(secondsSince1970: 3)).position == 0)
    }
}
