import Testing
@testable import KanjiKit

/// The stamp on kanji.tsv's `#end` line lets a file `make data` wrote open without checking every line;
/// any other file is checked line by line, and a forged stamp never crashes a lookup.
@Suite struct KanjiFileStampTests {
    private func file(_ lines: [String]) -> DataFile {
        let body = Array(([Fixtures.kanjiHeader] + lines).map { $0 + "\n" }.joined().utf8)
        let trailer = "#end\t\(lines.count)\t\(KanjiFile.stamp(of: body[...]))\n"
        return DataFile(path: "kanji.tsv", bytes: body + Array(trailer.utf8))
    }

    @Test func the_stamp_is_the_one_the_generator_computes() {
        // Values of content_stamp in tools/generate_data.py.
        #expect(KanjiFile.stamp(of: []) == "af63bd4c8601b7df")
        #expect(KanjiFile.stamp(of: Array("aaaaaaaa".utf8)[...]) == "19c02f42e00fdb4c")
    }

    @Test func the_committed_file_is_vouched_for_by_its_stamp_and_passes_the_full_check_too() throws {
        let committed = try DataFile(contentsOf: Fixtures.resources + "/kanji.tsv")
        #expect(KanjiFile.stampedCount(of: committed)?.count == 10_361)
        #expect(try KanjiFile.checkLines(of: committed) == 10_361)
    }

    @Test func an_edited_file_no_longer_matches_its_stamp_and_is_checked_line_by_line() throws {
        let stamped = file([Fixtures.sunLine])
        var edited = stamped.bytes
        edited[edited.firstIndex(of: UInt8(ascii: "4"))!] = UInt8(ascii: "x")
        let editedFile = DataFile(path: "kanji.tsv", bytes: edited)
        #expect(KanjiFile.stampedCount(of: stamped)?.count == 1)
        #expect(KanjiFile.stampedCount(of: editedFile)?.count == nil)
        #expect(throws: DatasetError(file: "kanji.tsv", line: 2, problem: "column 'strokes' must be a number in 1...99, found \"x\"")) {
            try KanjiFile(file: editedFile)
        }
    }

    @Test func a_forged_stamp_over_a_broken_line_is_reported_by_the_lookup_that_reads_it() throws {
        let forged = try KanjiFile(file: file([Fixtures.sunLine, "本\t5"]))
        #expect(try forged.kanji(for: "日")?.character == "日")
        #expect(throws: DatasetError(file: "kanji.tsv", line: 3, problem: "expected 13 tab-separated columns, found 2")) {
            try forged.kanji(for: "本")
        }
        #expect(forged.leadingKanji(2) == nil)
        #expect(throws: DatasetError.self) { try forged.allKanji() }
        // A filter reads the first columns of each line: 本's are broken, so its line is parsed and reported.
        #expect(throws: DatasetError.self) { try forged.kanji(passing: KanjiFilter(jlptLevels: [5])) }
        let brokenMeanings = try KanjiFile(file: file([Fixtures.sunLine, "本\t5\t1\t4\t5\t10\t75\t木\tホン\tもと\t\t木\t"]))
        #expect(throws: DatasetError.self) { try brokenMeanings.kanji(passing: KanjiFilter(jlptLevels: [5])) }
        #expect(try brokenMeanings.kanji(passing: KanjiFilter(strokes: 4...4)).map(\.character) == ["日"])
        // The count on the `#end` line is not under the stamp: a larger one is reported, never read past the file.
        let good = file([Fixtures.sunLine])
        let overcounted = DataFile(path: "kanji.tsv", bytes: Array(String(decoding: good.bytes, as: UTF8.self)
            .replacing("#end\t1\t", with: "#end\t3\t").utf8))
        let overcountedFile = try KanjiFile(file: overcounted)
        #expect(overcountedFile.count == 3)
        #expect(throws: DatasetError.self) { try overcountedFile.kanji(passing: KanjiFilter()) }
    }
}
