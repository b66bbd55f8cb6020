import Foundation
import Glibc
import TestResources
import Testing
@testable import kanji_tui

/// Issue 50: what `read --follow` reads, on real files, FIFOs and pipes: lines as they complete, a file truncated or
/// deleted, a FIFO's writer going and coming, a pipe closing — each a header line, never a loss of what was kept —
/// and the copy the Read list keeps, one line each, in the order they came.
@MainActor
@Suite final class TextFollowerTests {
    let directory: String

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("TextFollowerTests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// Takes the follower's arrivals until `done` holds of everything taken, or two seconds pass.
    private func take(from follower: TextFollower, until done: ([String], String?) -> Bool) -> (lines: [String], status: String?) {
        var lines: [String] = []
        var status: String?
        let deadline = ContinuousClock.now + .seconds(2)
        while ContinuousClock.now < deadline {
            let arrivals = follower.takeArrivals()
            lines += arrivals.lines
            status = arrivals.status ?? status
            if done(lines, status) { break }
            usleep(5_000)
        }
        return (lines, status)
    }

    private func append(_ text: String, to path: String) throws {
        let handle = try #require(FileHandle(forWritingAtPath: path))
        handle.seekToEndOfFile()
        handle.write(Data(text.utf8))
        try handle.close()
    }

    private func follower(_ source: FollowedSource, initial: [UInt8] = []) throws -> (TextFollower, String) {
        let copy = try KeptCopy(folder: directory + "/kept/followed", sourceName: source.name, startedAt: 1_800_000_000)
        let follower = TextFollower(source: source, copy: .success(copy), initialBytes: initial)
        follower.start(waking: {})
        return (follower, copy.path)
    }

    @Test func lines_collect_across_reads_and_a_carriage_return_goes() {
        var collector = LineCollector()
        let first = Array("今日は\r\n雨で".utf8)
        let second = Array("す。\n残り".utf8)
        #expect(first.withUnsafeBytes { collector.take($0) } == ["今日は"])
        #expect(second.withUnsafeBytes { collector.take($0) } == ["雨です。"])
        #expect(collector.finish() == "残り")
        #expect(collector.finish() == nil)
    }

    @Test func a_growing_file_gives_its_new_lines_and_keeps_them_after_what_it_held() throws {
        let path = directory + "/subs.txt"
        try "今日は雨です。\n猫".write(toFile: path, atomically: true, encoding: .utf8)
        let (follower, copy) = try follower(try FollowedSource.named(path), initial: Array("今日は雨です。\n猫".utf8))
        try append("が好きです。\n犬を飼っている。\n", to: path)
        let taken = take(from: follower) { lines, _ in lines.count == 2 }
        #expect(taken.lines == ["猫が好きです。", "犬を飼っている。"], "the line begun before following is whole")
        #expect(try String(contentsOfFile: copy, encoding: .utf8) == "今日は雨です。\n猫が好きです。\n犬を飼っている。\n")
        #expect(follower.status == "following subs.txt · 3 lines")
    }

    @Test func a_truncated_file_is_read_again_from_its_start_and_the_copy_keeps_every_line() throws {
        let path = directory + "/log.txt"
        try "一行目。\n二行目。\n".write(toFile: path, atomically: true, encoding: .utf8)
        let (follower, copy) = try follower(try FollowedSource.named(path), initial: Array("一行目。\n二行目。\n".utf8))
        #expect(truncate(path, 0) == 0)
        let truncated = take(from: follower) { _, status in status?.contains("was truncated") == true }
        #expect(truncated.status?.hasPrefix("log.txt was truncated: following it from its start again") == true, "\(truncated.status ?? "")")
        try append("三行目。\n", to: path)
        #expect(take(from: follower) { lines, _ in !lines.isEmpty }.lines == ["三行目。"])
        #expect(try String(contentsOfFile: copy, encoding: .utf8) == "一行目。\n二行目。\n三行目。\n", "nothing kept was lost")
    }

    @Test func a_deleted_file_stops_following_and_what_came_is_kept() throws {
        let path = directory + "/chat.txt"
        try "".write(toFile: path, atomically: true, encoding: .utf8)
        let (follower, copy) = try follower(try FollowedSource.named(path))
        try append("こんにちは。\n", to: path)
        #expect(take(from: follower) { lines, _ in !lines.isEmpty }.lines == ["こんにちは。"])
        #expect(unlink(path) == 0)
        let deleted = take(from: follower) { _, status in status?.contains("deleted") == true }
        #expect(deleted.status == "chat.txt was deleted: following stopped; what came is kept · 1 line")
        #expect(try String(contentsOfFile: copy, encoding: .utf8) == "こんにちは。\n")
    }

    @Test func a_fifo_waits_for_its_next_writer_after_one_closes() throws {
        let path = directory + "/hook"
        #expect(mkfifo(path, 0o600) == 0)
        let (follower, _) = try follower(try FollowedSource.named(path))
        for (number, line) in ["最初の行。", "次の行。"].enumerated() {
            let writer = open(path, O_WRONLY)
            #expect(writer >= 0)
            _ = Array((line + "\n").utf8).withUnsafeBytes { write(writer, $0.baseAddress, $0.count) }
            close(writer)
            let taken = take(from: follower) { lines, status in lines == [line] && status?.contains("closed") == true }
            #expect(taken.lines == [line], "writer \(number + 1)")
            #expect(taken.status == "the writer closed hook: waiting for the next one; what came is kept · \(number + 1) line\(number == 0 ? "" : "s")")
        }
    }

    @Test func a_pipe_that_closes_stops_following_with_its_last_unended_line() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        let (follower, _) = try follower(.pipe(descriptor: ends[0]))
        _ = Array("字幕の一行。\n最後".utf8).withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
        close(ends[1])
        let taken = take(from: follower) { _, status in status?.contains("closed") == true }
        #expect(taken.lines == ["字幕の一行。", "最後"])
        #expect(taken.status == "the pipe closed: following stopped; what came is kept · 2 lines")
    }

    @Test func a_copy_that_cannot_be_made_is_said_and_the_lines_still_come() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        let follower = TextFollower(source: .pipe(descriptor: ends[0]),
                                    copy: .failure(FollowError("cannot make /nowhere/followed for the followed text: Permission denied")),
                                    initialBytes: [])
        follower.start(waking: {})
        _ = Array("一行。\n".utf8).withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
        #expect(take(from: follower) { lines, _ in !lines.isEmpty }.lines == ["一行。"])
        #expect(follower.status == "following standard input · not kept: cannot make /nowhere/followed for the followed text: Permission denied")
        close(ends[1])
    }

    @Test func what_is_not_a_file_or_a_fifo_is_refused_naming_it() {
        #expect(throws: FollowError.self) { try FollowedSource.named(self.directory) }
        #expect(throws: FollowError.self) { try FollowedSource.named(self.directory + "/missing.txt") }
        do {
            _ = try FollowedSource.named(directory)
        } catch {
            #expect(error.description.hasSuffix("is neither a file nor a FIFO: --follow reads a file that grows, a FIFO or - (a pipe)"))
        }
    }

    @Test func the_clipboard_tool_is_the_displays_and_none_is_a_clear_line() throws {
        let bin = directory + "/bin"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        for tool in ["wl-paste", "xclip"] {
            try #require(FileManager.default.createFile(atPath: bin + "/" + tool, contents: Data("#!/bin/sh\nprintf 猫\n".utf8), attributes: [.posixPermissions: 0o755]))
        }
        #expect(try ClipboardTool.find(environment: ["WAYLAND_DISPLAY": "wayland-0", "PATH": bin]).command.first == bin + "/wl-paste")
        #expect(try ClipboardTool.find(environment: ["DISPLAY": ":0", "PATH": bin]).command == [bin + "/xclip", "-selection", "clipboard", "-out"])
        #expect(try ClipboardTool.find(environment: ["DISPLAY": ":0", "PATH": bin]).read().get() == "猫")
        #expect(throws: FollowError.self) { try ClipboardTool.find(environment: ["PATH": bin]) }
        #expect(throws: FollowError.self) { try ClipboardTool.find(environment: ["DISPLAY": ":0", "PATH": self.directory]) }
    }

    @Test func the_popups_size_is_two_sizes_as_display_popup_takes_them() throws {
        for wrong in ["abc", "80%", "80%,", "x%,50%", "80,50,1"] {
            let run = try KanjiTUIProcess.run(["popup", "--tmux", "--size", wrong, "猫"])
            #expect(run.status == 64, "--size \(wrong)")
            #expect(run.standardError.contains("--size takes WIDTH,HEIGHT as display-popup does"), "\(run.standardError)")
        }
    }

    @Test func the_popup_opens_on_the_character_at_a_column() {
        #expect(PopupCommand.byteOffset(ofColumn: 1, in: "犬をかう") == 0)
        #expect(PopupCommand.byteOffset(ofColumn: 2, in: "犬をかう") == 0, "the second column of 犬 is 犬")
        #expect(PopupCommand.byteOffset(ofColumn: 3, in: "犬をかう") == 3)
        #expect(PopupCommand.byteOffset(ofColumn: 99, in: "犬") == 3)
    }
}
