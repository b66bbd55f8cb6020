import FSRS
import Foundation
import Testing
@testable import UserData

/// Schema v14 (issue 48): the link's settings and the queue of notes to the running Anki. A queued note waits,
/// oldest first, across closing and opening the file, until it is marked delivered (once: a second mark changes
/// nothing); a failure is counted and said, and the note keeps waiting.
@Suite struct AnkiOutboxTests {
    static func at(_ seconds: Int64) -> Timestamp { Timestamp(secondsSince1970: seconds) }

    @Test func a_queued_note_waits_across_openings_until_delivered_once() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("user.sqlite")
        do {
            let database = try UserDatabase.open(at: path)
            try database.queueAnkiNote("{\"a\":1}", label: "食べる (たべる)", at: Self.at(10))
            try database.queueAnkiNote("{\"b\":2}", label: "猫 (ねこ)", at: Self.at(20))
            database.close()
        }
        let database = try UserDatabase.open(at: path)
        let waiting = try database.waitingAnkiNotes()
        #expect(waiting.map(\.label) == ["食べる (たべる)", "猫 (ねこ)"], "oldest first, after the file was closed")
        #expect(waiting[0].note == "{\"a\":1}" && waiting[0].queuedAt == Self.at(10) && waiting[0].attempts == 0)
        try database.noteAnkiFailure(waiting[0].id, message: "deck was not found")
        #expect(try database.waitingAnkiNotes(limit: 1).first?.lastError == "deck was not found")
        #expect(try database.waitingAnkiNotes(limit: 1).first?.attempts == 1)
        try database.markAnkiNoteDelivered(waiting[0].id, as: .added, ankiNoteID: 1_795_000_000_000, at: Self.at(30))
        try database.markAnkiNoteDelivered(waiting[0].id, as: .present, ankiNoteID: nil, at: Self.at(40))
        #expect(try database.waitingAnkiNoteCount() == 1)
        try database.markAnkiNoteDelivered(waiting[1].id, as: .present, ankiNoteID: nil, at: Self.at(50))
        #expect(try database.waitingAnkiNotes().isEmpty)
        try database.noteAnkiFailure(waiting[1].id, message: "late")
        #expect(try database.waitingAnkiNoteCount() == 0, "a delivered note never waits again")
    }

    @Test func the_settings_are_one_row_replaced_on_saving() throws {
        let directory = try TemporaryDirectory()
        let database = try UserDatabase.open(at: directory.file("user.sqlite"))
        #expect(try database.ankiLinkSettings() == nil)
        try database.saveAnkiLinkSettings("{\"isOn\":true}")
        try database.saveAnkiLinkSettings("{\"isOn\":false}")
        #expect(try database.ankiLinkSettings() == "{\"isOn\":false}")
    }
}

/// Schema v15 (issue 48): a review imported from Anki keeps its revlog id and duration; one graded here has neither.
@Suite struct AnkiReviewIdentityTests {
    @Test func an_imported_review_reads_back_with_what_anki_knew_it_by() throws {
        let directory = try TemporaryDirectory()
        let database = try UserDatabase.open(at: directory.file("user.sqlite"))
        let start = Timestamp(secondsSince1970: 1_764_000_000)
        let (after, line) = Scheduler(enableFuzzing: false).review(Card.new(id: 0, due: start), rating: .good, at: start)
        let imported = StudyImportCard(item: .word("猫", reading: "ねこ"), card: after, addedAt: start, frequencyRank: nil,
                                       reviews: [StudyImportReview(reviewedAt: line.reviewedAt, rating: .good, before: Card.new(id: 0, due: start),
                                                                   stateAfter: after.state,
                                                                   anki: .init(revlogID: 1_764_000_000_457, durationMilliseconds: 6_200))])
        _ = try database.importStudy([imported])
        let rows = try database.reviewLog()
        #expect(rows.map(\.anki) == [StudyReviewRow.AnkiIdentity(revlogID: 1_764_000_000_457, durationMilliseconds: 6_200)])
    }
}
