import Foundation
import Testing
@testable import KanjiKit

/// The first screenful of the list, parsed alone so the browser can draw before the rest is parsed:
/// exactly the start of the full list, or nothing when the file cannot vouch for it.
@Suite struct LeadingKanjiTests {
    /// The real lines of the four most frequent kanji: 日, 一, 国, 会.
    private static let firstLines = try! String(contentsOfFile: Fixtures.resources + "/kanji.tsv", encoding: .utf8)
        .split(separator: "\n").dropFirst().prefix(4).map(String.init)

    private func kanjiFile(_ lines: [String], end: String? = nil) throws -> KanjiFile {
        let trailer = end ?? "#end\t\(lines.count)"
        let text = ([Fixtures.kanjiHeader] + lines + [trailer]).joined(separator: "\n") + "\n"
        return try KanjiFile(path: Fixtures.temporaryFile(text, name: "kanji.tsv"))
    }

    @Test func is_the_start_of_the_full_list_with_its_count() throws {
        let fresh = try KanjiStore(directory: Fixtures.resources)
        let leading = try #require(fresh.leadingKanji(40))
        #expect(leading.totalCount == 10_361)
        #expect(leading.kanji == Array(try fresh.allKanji().prefix(40)))
        // Once everything is parsed, the answer comes from the parsed list.
        #expect(fresh.leadingKanji(40)?.kanji == leading.kanji)
    }

    @Test func stops_at_the_end_of_a_short_file() throws {
        let file = try kanjiFile(Self.firstLines)
        let leading = try #require(file.leadingKanji(300))
        #expect(leading.kanji.map(\.character) == ["日", "一", "国", "会"])
        #expect(leading.declaredCount == 4)
    }

    @Test func a_file_without_a_well_formed_end_line_does_not_open() throws {
        #expect(throws: DatasetError.self) { try kanjiFile(Self.firstLines, end: "#end\tmany") }
        let truncated = Fixtures.temporaryFile(Fixtures.kanjiHeader + "\n" + Self.firstLines.joined(separator: "\n") + "\n",
                                               name: "kanji.tsv")
        #expect(throws: DatasetError.self) { try KanjiFile(path: truncated) }
    }

    @Test func a_malformed_line_after_the_first_screenful_still_stops_the_file_from_opening() throws {
        #expect(throws: DatasetError.self) { try kanjiFile(Array(Self.firstLines.prefix(2)) + ["国\t8"]) }
    }

    @Test func the_store_refuses_a_start_that_is_out_of_order() throws {
        let swapped = [Self.firstLines[1], Self.firstLines[0]] + Self.firstLines.dropFirst(2)
        let store = KanjiStore(kanjiFile: try kanjiFile(swapped), wordFile: try Fixtures.store.wordFile())
        #expect(store.leadingKanji(3) == nil)
        #expect(try store.allKanji().map(\.character) == ["日", "一", "国", "会"])
    }
}
