import Foundation
import Testing
@testable import UserData

/// Files that cannot be used: each gives one line naming the file, and is left exactly as it was.
@Suite struct RefusedFileTests {
    /// Opens `path`, which must fail with `problem`, and returns the message.
    static func refusal(_ path: String, _ problem: UserDataError.Problem) throws -> String {
        do {
            _ = try UserDatabase.open(at: path)
            Issue.record("\(path) opened")
            return ""
        } catch {
            #expect(error.problem == problem)
            #expect(!error.message.contains("\n"))
            return error.message
        }
    }

    static func randomBytes(_ count: Int) -> Data {
        var generator = SystemRandomNumberGenerator()
        return Data((0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) })
    }

    @Test(arguments: [
        ("random bytes", randomBytes(4096)),
        ("a text file", Data("my kanji notes\n日 = sun\n".utf8)),
        ("a damaged database", Data(UserDataFile.sqliteHeader) + randomBytes(4080)),
        ("a cut-off header", Data("SQLite form".utf8)),
    ])
    func a_file_that_is_not_a_database_is_refused_and_left_byte_for_byte(_ what: String, _ contents: Data) throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("user.sqlite")
        #expect(FileManager.default.createFile(atPath: path, contents: contents))

        let message = try Self.refusal(path, .notADatabase)
        #expect(message.hasPrefix("\(path): ") && message.hasSuffix("(left as it is)"), "\(what)")
        #expect(FileManager.default.contents(atPath: path) == contents, "\(what)")
        #expect(try directory.names() == ["user.sqlite"], "\(what): nothing created beside it")
    }

    @Test func a_directory_is_not_a_file() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: directory.file("user.sqlite"), withIntermediateDirectories: false)
        #expect(try Self.refusal(directory.file("user.sqlite"), .notAFile)
                == "\(directory.file("user.sqlite")): not a regular file (a directory, FIFO or device)")
    }

    @Test func a_file_that_cannot_be_written_is_refused_at_once_and_left_as_it_is() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("user.sqlite")
        try UserDatabase.open(at: path).record(.kanji("日"), at: Date())
        let before = try #require(FileManager.default.contents(atPath: path))
        try Unwritable.make(path)
        defer { Unwritable.undo(path) }

        let message = try Self.refusal(path, .notWritable)
        #expect(message.hasPrefix("\(path): it cannot be written ("))
        #expect(FileManager.default.contents(atPath: path) == before)
    }

    @Test func a_directory_that_cannot_be_written_is_refused_for_a_new_file_and_an_old_one() throws {
        let directory = try TemporaryDirectory()
        let folder = directory.file("data")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        try UserDatabase.open(at: folder + "/old.sqlite").record(.kanji("日"), at: Date())
        try Unwritable.make(folder)
        defer { Unwritable.undo(folder) }

        #expect(try Self.refusal(folder + "/new.sqlite", .notWritable).contains("its directory \(folder) cannot be written"))
        #expect(try Self.refusal(folder + "/old.sqlite", .notWritable).contains("its directory \(folder) cannot be written"))
        #expect(try Self.refusal(folder + "/sub/user.sqlite", .cannotCreateDirectory)
                .hasPrefix("\(folder)/sub/user.sqlite: cannot create the directory \(folder)/sub ("))
    }
}
