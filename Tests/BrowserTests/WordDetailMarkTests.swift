import KanjiKit
import Segmentation
import TestSupport
import Testing
import Browser

/// Issue 47 on a word's page: `K` marks the word known and `I` ignores it under the key the study list keeps it by,
/// again takes the mark off, and `u` puts back the mark it had.
@MainActor
@Suite struct WordDetailMarkTests {
    @Test func k_and_i_mark_the_word_and_u_takes_the_last_back() throws {
        let marks = InMemoryWordMarks()
        let browser = try KanjiBrowser.inMemory(store: Dataset.fullStore(), wordMarks: marks, words: .success(Dataset.words))
        browser.open(kanji: "日")
        browser.open(word: "日本", reading: "にほん")
        let detail = try #require(browser.topWordDetail)
        detail.handle(.markKnown)
        #expect(marks.mark(headword: "日本", reading: "にほん") == .known)
        #expect(detail.notice == "日本 marked known (u takes it back)")
        detail.handle(.markIgnored)
        #expect(marks.mark(headword: "日本", reading: "にほん") == .ignored)
        detail.handle(.markIgnored)
        #expect(marks.mark(headword: "日本", reading: "にほん") == nil, "I again takes the mark off")
        detail.handle(.undo)
        #expect(marks.mark(headword: "日本", reading: "にほん") == .ignored)
        #expect(detail.notice == "Put 日本's mark back")
    }
}
