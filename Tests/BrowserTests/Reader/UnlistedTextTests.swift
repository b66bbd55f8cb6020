import Testing
import Browser
import FSRS
import KanjiKit
import Segmentation
import TestSupport

/// Issue 50: a text the Read list does not hold (a popup's selection: entry id 0) is read from what was handed over,
/// by the reader and then by `v`'s list of its words, which has nowhere else to read it from.
@MainActor
@Suite struct UnlistedTextTests {
    @Test func the_list_of_a_popups_words_reads_the_text_handed_over() throws {
        let library = InMemoryReadingLibrary()
        let browser = try KanjiBrowser.inMemory(store: ReaderTests.store, library: library)
        let entry = ReadingEntry(id: 0, title: "selection", source: .pasted, position: 0, openedAt: Timestamp(secondsSince1970: 0))
        var text = ReadingText("", format: .plain)
        text.append(lines: ["猫が犬を見た。"])
        browser.application.services.readingTexts.hand(text, to: entry)
        browser.application.follow(AppLink(tab: .read, routes: [.reader(entry)]))
        guard case .reader(let reader) = browser.stack.top else { throw ReaderTestFailure(top: browser.breadcrumb) }
        reader.handle(.listUnknownWords)
        guard case .unknownWords(let list) = browser.stack.top else { throw ReaderTestFailure(top: browser.breadcrumb) }
        #expect(Set(list.words.map(\.firstUse.headword)).isSuperset(of: ["猫", "犬", "見る"]), "\(list.words.map(\.firstUse.headword))")
        #expect(library.count() == 0, "a popup's text is not put on the Read list")
    }
}
