import FSRS
import Foundation
import GRDB
import Testing
@testable import UserData

/// Schema v13 (issue 47): words marked known or ignored, keyed as the study list keys a word; each single mark says
/// what it replaced so it can be put back; the list pages newest first; a v12 file upgrades with nothing of it changed.
@Suite struct WordMarkTests {
    static let suru = MarkedWordKey(word: "する", reading: "する")
    static let nihon = MarkedWordKey(word: "日本", reading: "にほん")
    static let tanaka = MarkedWordKey(word: "田中", reading: "たなか")

    static func at(_ seconds: Int64) -> Timestamp { Timestamp(secondsSince1970: seconds) }

    @Test func a_mark_returns_what_was_there_and_restoring_it_puts_that_back_time_and_all() throws {
        let directory = try TemporaryDirectory()
        let database = try UserDatabase.open(at: directory.file("user.sqlite"))
        #expect(try database.markWord(Self.suru, as: .known, at: Self.at(10)) == nil, "no mark before")
        let known = WordMarkRow(key: Self.suru, mark: .known, markedAt: Self.at(10))
        #expect(try database.markWord(Self.suru, as: .ignored, at: Self.at(20)) == known, "known, replaced by ignored")
        #expect(try database.wordMark(of: Self.suru)?.mark == .ignored)
        try database.restoreWordMark(known, of: Self.suru)
        #expect(try database.wordMark(of: Self.suru) == known, "the earlier mark, with its own time")
        #expect(try database.markWord(Self.suru, as: nil, at: Self.at(30)) == known, "taken off")
        #expect(try database.wordMark(of: Self.suru) == nil)
        try database.restoreWordMark(nil, of: Self.suru)
        #expect(try database.wordMarkCount(nil) == 0)
    }

    @Test func marking_many_changes_only_those_marked_otherwise_in_one_transaction() throws {
        let directory = try TemporaryDirectory()
        let database = try UserDatabase.open(at: directory.file("user.sqlite"))
        try database.markWord(Self.suru, as: .known, at: Self.at(1))
        try database.markWord(Self.tanaka, as: .ignored, at: Self.at(2))
        let changed = try database.markWords([Self.suru, Self.nihon, Self.tanaka, Self.nihon], as: .known, at: Self.at(5))
        #expect(changed.map(\.key) == [Self.nihon, Self.tanaka], "する was known already; 日本 given twice counts once")
        #expect(changed.map(\.before?.mark) == [nil, .ignored])
        #expect(try database.wordMark(of: Self.suru)?.markedAt == Self.at(1), "a word marked so already keeps its time")
        #expect(throws: UserDataError.self) {
            try database.markWords([MarkedWordKey(word: "水", reading: "みず"), MarkedWordKey(word: "", reading: "x")], as: .ignored, at: Self.at(9))
        }
        #expect(try database.wordMark(of: MarkedWordKey(word: "水", reading: "みず")) == nil, "a bad word refuses the whole batch")
    }

    @Test func the_list_pages_newest_first_by_mark_and_lookups_answer_many_at_once() throws {
        let directory = try TemporaryDirectory()
        let database = try UserDatabase.open(at: directory.file("user.sqlite"))
        let words = (0..<30).map { MarkedWordKey(word: "語\($0)", reading: "ご\($0)") }
        for (index, word) in words.enumerated() {
            try database.markWord(word, as: index % 3 == 0 ? .ignored : .known, at: Self.at(Int64(100 + index)))
        }
        #expect(try database.wordMarkCount(.known) == 20)
        #expect(try database.wordMarkCount(.ignored) == 10)
        #expect(try database.wordMarkCount(nil) == 30)
        let firstPage = try database.wordMarks(.known, offset: 0, limit: 5)
        #expect(firstPage.map(\.key) == [words[29], words[28], words[26], words[25], words[23]])
        let secondPage = try database.wordMarks(.known, offset: 5, limit: 5)
        #expect(secondPage.first?.key == words[22])
        #expect(try database.wordMarks(.ignored).count == 10)
        let asked = [words[0], words[1], Self.nihon]
        #expect(try database.wordMarks(of: asked) == [words[0]: .ignored, words[1]: .known], "日本 has no mark")
        #expect(throws: UserDataError.self) { try database.wordMarks(nil, offset: -1, limit: 5) }
    }

    @Test func removing_returns_the_rows_taken_off() throws {
        let directory = try TemporaryDirectory()
        let database = try UserDatabase.open(at: directory.file("user.sqlite"))
        try database.markWord(Self.nihon, as: .known, at: Self.at(3))
        let removed = try database.removeWordMarks([Self.suru, Self.nihon])
        #expect(removed == [WordMarkRow(key: Self.nihon, mark: .known, markedAt: Self.at(3))])
        #expect(try database.wordMarkCount(nil) == 0)
    }

    @Test func marks_are_read_by_a_read_only_opening_and_refused_there() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("user.sqlite")
        try UserDatabase.open(at: path).markWord(Self.nihon, as: .known, at: Self.at(3))
        let reader = try #require(try UserDatabase.openForReading(at: path))
        #expect(try reader.wordMarks(of: [Self.nihon]) == [Self.nihon: .known])
        #expect(throws: UserDataError.self) { try reader.markWord(Self.suru, as: .known, at: Self.at(4)) }
    }

    @Test func a_v12_file_upgrades_with_its_rows_unchanged_and_no_marks() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("user.sqlite")
        let v12 = UserDataSchema(versions: Array(UserDataSchema.current.versions.prefix { $0.number <= 12 }))
        let old = try UserDatabase.open(at: path, schema: v12)
        try old.keepForStudy([StudyKeeping(.word("日本", reading: "にほん"))], at: Self.at(1))
        try old.saveEntryChoices(chosen: [EntryChoiceRow(dictionaryForm: "なる", surface: "なる", sequence: 1_375_610)], cleared: [])
        #expect(try old.pool.read { db in try db.tableExists("word_mark") } == false)
        old.close()

        let upgraded = try UserDatabase.open(at: path)
        #expect(try upgraded.studyRows().map(\.item) == [.word("日本", reading: "にほん")])
        #expect(try upgraded.entryChoices().count == 1)
        #expect(try upgraded.wordMarkCount(nil) == 0)
        try upgraded.markWord(Self.nihon, as: .known, at: Self.at(2))
        #expect(try upgraded.wordMarks(of: [Self.nihon]) == [Self.nihon: .known])
        #expect(FileManager.default.fileExists(atPath: path + ".backup-v12"), "the file as it was, kept beside it")
    }

    @Test func a_file_from_before_the_marks_that_cannot_be_written_is_refused_not_half_upgraded() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("user.sqlite")
        let v12 = UserDataSchema(versions: Array(UserDataSchema.current.versions.prefix { $0.number <= 12 }))
        try UserDatabase.open(at: path, schema: v12).record(.kanji("日"), at: Date(timeIntervalSince1970: 1))
        let before = try #require(FileManager.default.contents(atPath: path))
        try Unwritable.make(path)
        defer { Unwritable.undo(path) }
        #expect(throws: UserDataError.self) { try UserDatabase.open(at: path) }
        #expect(FileManager.default.contents(atPath: path) == before, "left byte for byte")
    }
}
