import Testing
import Foundation
@testable import KanjiKit

/// Bad data never crashes: every kind of broken file gives an error naming the file and the line.
@Suite struct DatasetErrorTests {
    private func kanjiFile(_ lines: [String], end: String? = nil) -> String {
        let trailer = end ?? "#end\t\(lines.count)"
        return Fixtures.temporaryFile(([Fixtures.kanjiHeader] + lines + [trailer]).joined(separator: "\n") + "\n", name: "kanji.tsv")
    }

    /// The `DatasetError` that `body` throws, or nil when it succeeds (or throws anything else).
    private func error(_ body: () throws -> Void) -> DatasetError? {
        do { try body() } catch { return error as? DatasetError }
        return nil
    }

    @Test func a_missing_file_is_named() {
        let failure = error { _ = try KanjiFile(path: "/nonexistent/kanji.tsv") }
        #expect(failure?.description == "/nonexistent/kanji.tsv: no such file or directory")
    }

    @Test func a_directory_is_not_a_data_file() {
        let failure = error { _ = try KanjiFile(path: "/tmp") }
        #expect(failure?.description == "/tmp: not a regular file (a directory)")
    }

    @Test func a_file_without_the_header_is_refused_at_line_one() {
        let path = Fixtures.temporaryFile("日\t4\n", name: "kanji.tsv")
        let failure = error { _ = try KanjiFile(path: path) }
        #expect(failure?.line == 1)
        #expect(failure?.problem.hasPrefix("not a kanji-tui kanji file") == true)
    }

    @Test func a_line_with_a_wrong_column_count_is_reported_with_its_number() throws {
        let path = kanjiFile([Fixtures.sunLine, "本\t5\t1"])
        let failure = error { _ = try KanjiFile(path: path) }
        #expect(failure == DatasetError(file: path, line: 3, problem: "expected 13 tab-separated columns, found 3"))
    }

    @Test func a_bad_number_is_reported_with_its_column_and_line() throws {
        let path = kanjiFile([Fixtures.sunLine.replacingOccurrences(of: "\t72\t", with: "\tseventy\t")])
        let failure = error { _ = try KanjiFile(path: path) }
        #expect(failure?.line == 2)
        #expect(failure?.problem == "column 'radical' must be a number in 1...214, found \"seventy\"")
    }

    /// One reader: a lookup of a kanji on a good line must not succeed while the list would fail.
    @Test func a_malformed_line_anywhere_stops_the_file_from_opening() throws {
        let path = kanjiFile([Fixtures.sunLine, "本\t5", Fixtures.sunLine.replacingOccurrences(of: "日", with: "曰")])
        let failure = error { _ = try KanjiFile(path: path) }
        #expect(failure == DatasetError(file: path, line: 3, problem: "expected 13 tab-separated columns, found 2"))
    }

    @Test func a_kanji_listed_twice_is_refused_at_its_second_line() throws {
        let book = "本\t5\t1\t4\t5\t10\t75\t木\tホン\tもと\t\t一 木\tbook"
        let path = kanjiFile([Fixtures.sunLine, book, Fixtures.sunLine])
        let failure = error { _ = try KanjiFile(path: path) }
        #expect(failure == DatasetError(file: path, line: 4, problem: "日 is listed twice (first on line 2)"))
    }

    @Test func a_compatibility_ideograph_is_not_a_duplicate_of_its_unified_twin() throws {
        let compatibility = Fixtures.sunLine.replacingOccurrences(of: "日\t4", with: "\u{FA19}\t4")
        let unified = Fixtures.sunLine.replacingOccurrences(of: "日\t4", with: "\u{795E}\t4")
        #expect(try KanjiFile(path: kanjiFile([compatibility, unified])).count == 2)
    }

    @Test func bytes_that_are_not_utf8_are_reported_with_their_line() throws {
        let header = Array((Fixtures.kanjiHeader + "\n" + Fixtures.sunLine + "\n").utf8)
        let path = Fixtures.temporaryFile(header + [0xFF, 0xFE, 0x09, 0x0A] + Array("#end\t2\n".utf8), name: "kanji.tsv")
        let failure = error { _ = try KanjiFile(path: path) }
        #expect(failure == DatasetError(file: path, line: 3, problem: "not valid UTF-8"))
    }

    @Test func a_file_cut_at_a_line_boundary_is_truncated() throws {
        let path = Fixtures.temporaryFile(Fixtures.kanjiHeader + "\n" + Fixtures.sunLine + "\n", name: "kanji.tsv")
        let failure = error { _ = try KanjiFile(path: path) }
        #expect(failure?.line == 2)
        #expect(failure?.problem.hasPrefix("file is truncated") == true)
    }

    @Test func a_file_cut_mid_line_is_reported_at_that_line() throws {
        let path = Fixtures.temporaryFile(Fixtures.kanjiHeader + "\n" + Fixtures.sunLine + "\n本\t5\t1\t4", name: "kanji.tsv")
        let failure = error { _ = try KanjiFile(path: path) }
        #expect(failure?.line == 3)
    }

    @Test func an_end_line_that_disagrees_with_the_count_is_refused() throws {
        let path = kanjiFile([Fixtures.sunLine], end: "#end\t2")
        let failure = error { _ = try KanjiFile(path: path) }
        #expect(failure?.problem == "the '#end' line promises 2 kanji but the file has 1")
    }

    @Test func a_word_file_without_a_final_newline_is_truncated() {
        let path = Fixtures.temporaryFile("日本 [にほん] /(n) Japan/(P)/\n本 [ほん] /(n) bo", name: "words.edict")
        let failure = error { _ = try WordFile(path: path) }
        #expect(failure == DatasetError(file: path, line: 2, problem: "file does not end with a newline (truncated?)"))
    }

    @Test func the_word_list_is_read_when_first_needed_and_a_named_one_at_once() throws {
        let truncated = Fixtures.temporaryFile("日本 [にほん] /(n) Japan/(P)/\n本 [ほん] /(n) bo", name: "words.edict")
        let directory = (truncated as NSString).deletingLastPathComponent
        try FileManager.default.copyItem(atPath: Fixtures.resources + "/kanji.tsv", toPath: directory + "/kanji.tsv")
        // The embedded list: a kanji lookup never reads it; the first lookup that does reports it.
        let store = try KanjiStore(directory: directory)
        #expect(try store.kanji(for: "日")?.character == "日")
        #expect(error { _ = try store.kanjiWithCommonWords() }?.file == truncated)
        // A list the user named (--edict) is checked when the store opens.
        #expect(error { _ = try KanjiStore(directory: Fixtures.resources, edictPath: truncated) }?.file == truncated)
    }

    @Test func a_malformed_word_line_is_reported_when_looked_up() throws {
        let path = Fixtures.temporaryFile("日本 [にほん] /(n) Japan/(P)/\n日曜\n", name: "words.edict")
        let failure = error { _ = try WordFile(path: path).words(containing: "日") }
        #expect(failure?.line == 2)
    }

    @Test func an_euc_jp_edict_is_converted_on_load() throws {
        // "日本 [にほん] /(n) Japan/(P)/" in EUC-JP, as Debian ships EDICT.
        let eucJP: [UInt8] = [0xC6, 0xFC, 0xCB, 0xDC, 0x20, 0x5B, 0xA4, 0xCB, 0xA4, 0xDB, 0xA4, 0xF3, 0x5D]
            + Array(" /(n) Japan/(P)/\n".utf8)
        let words = try WordFile(path: Fixtures.temporaryFile(eucJP, name: "edict")).entries(for: "日本")
        #expect(words == [Word(headword: "日本", reading: "にほん", glosses: ["Japan"], isCommon: true)])
    }

    @Test func bytes_in_neither_encoding_are_reported_with_their_line() {
        let path = Fixtures.temporaryFile(Array("日本 [にほん] /(n) Japan/(P)/\n".utf8) + [0xFF, 0xFF, 0x0A], name: "edict")
        let failure = error { _ = try WordFile(path: path) }
        #expect(failure == DatasetError(file: path, line: 2, problem: "neither valid UTF-8 nor EUC-JP"))
    }
}
