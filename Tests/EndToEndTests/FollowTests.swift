import Foundation
import Glibc
import Testing

/// Issue 50: `read --follow` on a FIFO and on a growing file, with lines arriving while the learner presses keys; a
/// file truncated or deleted and a pipe that closes each give a clear line in the header, never a crash or a loss of
/// what was kept; and the followed text is on the Read list to read again.
@Suite struct FollowEndToEndTests {
    private func folder() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kanji-e2e-follow-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    private func append(_ text: String, to path: String) throws {
        let handle = try #require(FileHandle(forWritingAtPath: path))
        handle.seekToEndOfFile()
        handle.write(Data(text.utf8))
        try handle.close()
    }

    @Test func a_growing_file_is_followed_while_keys_are_pressed_then_truncated_then_deleted() async throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("subs.txt").path
        let userData = directory.appendingPathComponent("user.sqlite").path
        try "今日は雨です。\n".write(toFile: file, atomically: true, encoding: .utf8)
        let session = try TmuxSession(columns: 100, rows: 24, subcommand: ["read", "--follow", file], userData: userData)
        defer { session.close() }
        try await session.waitFor("the file's line, followed") { $0.contains("following subs.txt · 1 line") && $0.contains("今日  きょう") }

        try append("猫が好きです。\n", to: file)
        try await session.waitFor("the new line, the cursor on it") { $0.contains("猫  ねこ") }
        try session.type("w")
        try await session.waitFor("w on the newest line") { $0.contains("好き  すき") }
        try session.type("k")
        try await session.waitFor("the cursor moved up, away from the newest line") { $0.contains("雨  あめ") }
        try append("犬を飼っている。\n", to: file)
        try await session.waitFor("the line below counted, the cursor left where it was") {
            $0.contains("1 new below (G)") && $0.contains("雨  あめ") && $0.contains("犬を飼っている。")
        }
        try session.type("G")
        try await session.waitFor("G on the newest line") { !$0.contains("new below") && $0.contains("飼う ← 飼っている") }

        #expect(truncate(file, 0) == 0)
        try await session.waitFor("the truncation said") { $0.contains("subs.txt was truncated") }
        try append("鳥が鳴く。\n", to: file)
        try await session.waitFor("the truncated file's new line") { $0.contains("鳥  とり") }
        #expect(unlink(file) == 0)
        try await session.waitFor("the deletion said") { $0.contains("subs.txt was deleted: following stopped") }
        try session.type("q")
        _ = try await session.waitForExit()

        // Every line that came is in the Read list's copy, in order, though the file is gone.
        let followed = directory.appendingPathComponent("followed")
        let copies = try FileManager.default.contentsOfDirectory(atPath: followed.path)
        #expect(copies.count == 1)
        let copy = try String(contentsOfFile: followed.appendingPathComponent(try #require(copies.first)).path, encoding: .utf8)
        #expect(copy == "今日は雨です。\n猫が好きです。\n犬を飼っている。\n鳥が鳴く。\n")
        let again = try TmuxSession(columns: 100, rows: 24, subcommand: [], userData: userData)
        defer { again.close() }
        try again.type("6")
        try await again.waitFor("the followed text on the Read list") { $0.contains("subs.txt · followed") }
        try again.sendKeys("Enter")
        try await again.waitFor("the copy read again") { $0.contains("鳥が鳴く。") && $0.contains("今日は雨です。") }
    }

    @Test func a_fifo_is_followed_across_two_writers() async throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("hook").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let session = try TmuxSession(columns: 100, rows: 24, subcommand: ["read", "--follow", fifo],
                                      userData: directory.appendingPathComponent("user.sqlite").path)
        defer { session.close() }
        try await session.waitFor("the reader waiting on the FIFO") { $0.contains("following hook · 0 lines") }
        for (line, word) in [("犬を飼っている。", "犬  いぬ"), ("猫が好きです。", "猫  ねこ")] {
            let writer = open(fifo, O_WRONLY)  // waits for the reader's thread, which opened it
            #expect(writer >= 0)
            _ = Array((line + "\n").utf8).withUnsafeBytes { write(writer, $0.baseAddress, $0.count) }
            try await session.waitFor("\(line) shown") { $0.contains(word) }
            try session.type("w")
            close(writer)
            try await session.waitFor("the writer's close said") { $0.contains("the writer closed hook: waiting for the next one") }
        }
        try session.type("q")
        let exit = try await session.waitForExit()
        #expect(exit.status == 0)
    }

    @Test func a_pipe_that_closes_is_said_and_the_reader_stays() async throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let reader = (KanjiTUIBinary.command(["read", "--follow", "-"]) + ["--user-data", directory.appendingPathComponent("user.sqlite").path])
            .map(\.shellQuoted).joined(separator: " ")
        let session = try TmuxSession(columns: 100, rows: 24, command: [
            "sh", "-c", "(printf '字幕の一行目。\\n'; sleep 1; printf '字幕の二行目。\\n') | \(reader)",
        ])
        defer { session.close() }
        try await session.waitFor("both lines, then the close said") {
            $0.contains("字幕の二行目。") && $0.contains("the pipe closed: following stopped; what came is kept · 2 lines")
        }
        try session.type("k")
        try await session.waitFor("keys still work") { $0.contains("字幕  じまく") }
        try session.type("q")
        let exit = try await session.waitForExit()
        #expect(exit.status == 0)
    }
}
