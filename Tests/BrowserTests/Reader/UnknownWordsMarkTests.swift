import Testing
import Browser
import KanjiKit
import Segmentation
import TestSupport

/// Issue 47 on the unknown-words list: `K` marks the word under the cursor known and `I` ignores it, written to the
/// store at once; the row stays in its place saying so, again takes the mark off, and `u` takes the last one back.
@Suite struct UnknownWordsMarkTests {
    private func opened(marks: InMemoryWordMarks) throws -> UnknownWordsViewModel {
        let browser = try KanjiBrowser.inMemory(store: ReaderTests.store, library: InMemoryReadingLibrary(), wordMarks: marks)
        browser.handle(.selectTab(AppTab.read.rawValue))
        guard case .readingList(let list) = browser.stack.top else { throw ReaderTestFailure(top: browser.breadcrumb) }
        list.paste(UnknownWordsTests.text)
        browser.listUnknownWords()
        guard case .unknownWords(let words) = browser.stack.top else { throw ReaderTestFailure(top: browser.breadcrumb) }
        return words
    }

    @Test func k_and_i_mark_the_word_and_its_row_says_so_in_place() throws {
        let marks = InMemoryWordMarks()
        let list = try opened(marks: marks)
        let cat = try #require(list.selectedWord)
        list.handle(.markKnown)
        #expect(marks.mark(headword: "猫", reading: "ねこ") == .known)
        #expect(list.mark(of: cat) == .known)
        #expect(list.selectedWord?.firstUse.headword == "猫", "the row stays where it was")
        #expect(list.statusText == "猫 marked known (u takes it back)")
        list.handle(.markIgnored)
        #expect(marks.mark(headword: "猫", reading: "ねこ") == .ignored)
        #expect(list.mark(of: cat) == .ignored)
        list.handle(.markIgnored)
        #expect(marks.mark(headword: "猫", reading: "ねこ") == nil, "I again takes the mark off")
        #expect(list.mark(of: cat) == nil)
    }

    @Test func u_puts_back_the_mark_the_word_had() throws {
        let marks = InMemoryWordMarks()
        let list = try opened(marks: marks)
        let cat = try #require(list.selectedWord)
        list.handle(.markKnown)
        list.handle(.markIgnored)
        list.handle(.undo)
        #expect(marks.mark(headword: "猫", reading: "ねこ") == .known)
        #expect(list.mark(of: cat) == .known)
        #expect(list.statusText == "Took back ignoring 猫")
    }
}
