import Foundation
import Testing
import Browser
import FSRS
import KanjiKit
import TestResources
import TestSupport

/// The Read list removes a text, asking first (issue 32 §3): `d` puts the question up, `y` removes it — its file
/// untouched — and any other key keeps it; a text whose file is gone says so on its row and when opened.
@Suite struct ReadingListRemovalTests {
    private func list(_ browser: KanjiBrowser) throws -> ReadingListViewModel {
        guard case .readingList(let list) = browser.stack.top else { throw ReaderTestFailure(top: browser.breadcrumb) }
        return list
    }

    private func browser(with library: InMemoryReadingLibrary) throws -> KanjiBrowser {
        let browser = try KanjiBrowser.inMemory(store: ReaderTests.store, library: library)
        browser.handle(.selectTab(AppTab.read.rawValue))
        return browser
    }

    @Test func dAsksAndYRemovesTheTextAndNothingElse() throws {
        let library = InMemoryReadingLibrary()
        try library.addPasted("猫が見ていた。", title: "cats", now: Timestamp(secondsSince1970: 1))
        try library.addPasted("彼は本を見ていた。", title: "book", now: Timestamp(secondsSince1970: 2))
        let browser = try browser(with: library)
        let list = try list(browser)
        list.handle(.askToRemove)
        #expect(list.question == "Remove book from the list, with where you were in it? The file stays. y/n")
        #expect(library.count() == 2, "nothing removed before the answer")
        list.handle(.confirmRemoval)
        #expect(list.question == nil)
        #expect(library.entries(offset: 0, limit: 5).map(\.title) == ["cats"])
        #expect(list.count == 1)
        #expect(list.statusText == "Removed book")
    }

    @Test func anyOtherKeyOrBackKeepsTheText() throws {
        let library = InMemoryReadingLibrary()
        try library.addPasted("猫が見ていた。", title: "cats", now: Timestamp(secondsSince1970: 1))
        let browser = try browser(with: library)
        let list = try list(browser)
        list.handle(.askToRemove)
        browser.handle(.cursor(.select))
        #expect(list.question == nil)
        guard case .readingList = browser.stack.top else { throw ReaderTestFailure(top: browser.breadcrumb) }
        list.handle(.askToRemove)
        browser.handle(.back)
        #expect(list.question == nil)
        list.handle(.confirmRemoval)
        #expect(library.count() == 1, "y without a question removes nothing")
    }

    @Test func aFileGoneIsMarkedAndOpeningItSaysSoAndRemovingItLeavesOtherFilesAlone() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kanji-gone-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let there = folder.appendingPathComponent("there.txt").path
        try "猫が見ていた。".write(toFile: there, atomically: true, encoding: .utf8)
        let gone = folder.appendingPathComponent("gone.txt").path
        let library = InMemoryReadingLibrary()
        try library.open(file: there, title: "there.txt", now: Timestamp(secondsSince1970: 1))
        try library.open(file: gone, title: "gone.txt", now: Timestamp(secondsSince1970: 2))
        let browser = try browser(with: library)
        let list = try list(browser)
        #expect(list.entry(at: 0).map(list.isFileGone) == true)
        #expect(list.entry(at: 1).map(list.isFileGone) == false)

        browser.handle(.cursor(.select))
        guard case .textPage(let page) = browser.stack.top else { throw ReaderTestFailure(top: browser.breadcrumb) }
        #expect(page.visibleLines.first == "# The file is gone")
        #expect(page.visibleLines.contains { $0.contains("\(gone) is not there any more") })
        browser.handle(.back)

        list.handle(.askToRemove)
        list.handle(.confirmRemoval)
        #expect(library.entries(offset: 0, limit: 5).map(\.title) == ["there.txt"])
        #expect(list.statusText == "Removed gone.txt; its file stays where it is")
        #expect(FileManager.default.fileExists(atPath: there))
    }
}
