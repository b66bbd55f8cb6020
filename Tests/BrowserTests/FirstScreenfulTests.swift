import TestSupport
import Foundation
import KanjiKit
import Testing
@testable import Browser

/// The browser can start from the first screenful of kanji, to be drawn before the other 10,000 are
/// parsed; `loadAllKanji()` then gives the root list the rest without moving its cursor.
@Suite struct FirstScreenfulTests {
    @Test func the_list_starts_with_its_first_screenful_and_the_whole_count() throws {
        let browser = try KanjiBrowser.inMemory(store: Dataset.fullStore(), firstScreenful: 50)
        let list = browser.application.rootList
        #expect(list.kanji.count == 50)
        #expect(list.pendingCount == 10_361)
        #expect(list.positionText == "1/10361")
        #expect(list.kanji.prefix(3).map(\.character) == ["日", "一", "国"])
    }

    @Test func loading_the_rest_keeps_the_cursor_and_happens_once() throws {
        let browser = try KanjiBrowser.inMemory(store: Dataset.fullStore(), firstScreenful: 50)
        browser.handle([.cursor(.down), .cursor(.down), .cursor(.down)])
        try browser.loadAllKanji()
        let list = browser.application.rootList
        #expect(list.kanji.count == 10_361)
        #expect(list.pendingCount == nil)
        #expect(list.positionText == "4/10361")
        #expect(list.selectedKanji?.character == "会")
        browser.handle(.cursor(.end))
        #expect(list.positionText == "10361/10361")
        try browser.loadAllKanji()
        #expect(list.positionText == "10361/10361", "a second call changes nothing")
    }

    @Test func a_search_begun_before_the_rest_loaded_finds_the_rest_afterwards() throws {
        let browser = try KanjiBrowser.inMemory(store: Dataset.fullStore(), firstScreenful: 50)
        let list = browser.application.rootList
        browser.topList?.handle(.beginSearch)
        browser.handle([.prompt(.cancel)])
        try browser.loadAllKanji()
        browser.topList?.handle(.beginSearch)
        browser.handle([.prompt(.insert("鬱"))])
        #expect(list.kanji.map(\.character) == ["鬱"], "鬱 is far beyond the first screenful")
    }

    @Test func a_browser_started_with_everything_has_nothing_left_to_load() throws {
        let browser = try KanjiBrowser.inMemory(store: Dataset.fullStore())
        #expect(browser.application.rootList.pendingCount == nil)
        try browser.loadAllKanji()
        #expect(browser.application.rootList.kanji.count == 10_361)
    }

    /// One reader for the kanji file: a file whose stamp does not vouch for it is checked whole when it is opened,
    /// so a bad line far beyond the first screenful stops the browser before anything is drawn.
    @Test func a_bad_line_after_the_first_screenful_is_reported_when_the_file_is_opened() throws {
        let lines = try String(contentsOfFile: Dataset.resources + "/kanji.tsv", encoding: .utf8).split(separator: "\n")
        var broken = lines.map(String.init)
        broken[200] = "壊\tmany"
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("first-screenful-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try (broken.joined(separator: "\n") + "\n").write(to: directory.appendingPathComponent("kanji.tsv"), atomically: true, encoding: .utf8)
        let failure = #expect(throws: DatasetError.self) {
            try KanjiFile(path: directory.appendingPathComponent("kanji.tsv").path)
        }
        #expect(failure?.line == 201)
    }
}
