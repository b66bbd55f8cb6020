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

/// Issue 47 on a kanji's page: `K` and `I` mark the word under the cursor, as on its own page.
@MainActor
@Suite struct KanjiDetailMarkTests {
    @Test func k_and_i_mark_the_word_under_the_cursor() throws {
        let marks = InMemoryWordMarks()
        let browser = try KanjiBrowser.inMemory(store: Dataset.fullStore(), wordMarks: marks, words: .success(Dataset.words))
        browser.open(kanji: "日")
        let detail = try #require(browser.topDetail)
        while detail.selectedWord == nil { detail.handle(CursorCommand.down) }
        let word = try #require(detail.selectedWord)
        detail.handle(.markWordKnown)
        guard case .word(let headword, let reading) = word.item else { Issue.record("a word row keeps a word"); return }
        #expect(marks.mark(headword: headword, reading: reading) == .known)
        #expect(detail.notice == "\(headword) marked known (u takes it back)")
        detail.handle(.markWordIgnored)
        #expect(marks.mark(headword: headword, reading: reading) == .ignored)
        detail.handle(.undo)
        #expect(marks.mark(headword: headword, reading: reading) == .known)
    }
}
