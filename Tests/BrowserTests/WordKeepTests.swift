import FSRS
import KanjiKit
import TestSupport
import Testing
@testable import Browser

/// `a` keeps a word from the Words tab's results and from the word's detail, like a kanji anywhere (issue 11):
/// one line confirms it, the mark shows, and `a` again takes it off.
@Suite struct WordKeepTests {
    private func browser(deck: InMemoryStudyDeck) throws -> KanjiBrowser {
        try KanjiBrowser.inMemory(store: Dataset.fullStore(), study: deck, words: .success(Dataset.words))
    }

    @Test func a_on_a_result_keeps_the_word_and_a_again_takes_it_off() throws {
        let deck = InMemoryStudyDeck()
        let browser = try browser(deck: deck)
        browser.searchWords("nihon")
        let search = try #require(browser.topWordSearch)
        search.edit(.accept)
        browser.handle(.back)
        let results = try #require(browser.topWordSearch)
        let word = try #require(results.selectedWord)
        let item = LookupItem.word(headword: word.headword, reading: word.reading)
        results.handle(.toggleKept)
        #expect(deck.contains(item))
        #expect(results.studyMarks.isKept(item))
        #expect(results.notice == "日本 にほん added to study")
        results.handle(.toggleKept)
        #expect(!deck.contains(item))
        #expect(results.notice == "日本 にほん removed from study")
    }

    @Test func a_on_a_word_detail_keeps_it_and_says_so_in_the_header() throws {
        let deck = InMemoryStudyDeck()
        let browser = try browser(deck: deck)
        browser.searchWords("taberu")
        try #require(browser.topWordSearch).edit(.accept)
        guard case .wordDetail(let detail) = browser.stack.top else {
            Issue.record("Enter on the results opened no word detail")
            return
        }
        #expect(detail.studyText == "")
        detail.handle(.toggleKept)
        #expect(deck.contains(.word(headword: "食べる", reading: "たべる")))
        #expect(detail.notice == "食べる たべる added to study")
        #expect(detail.studyText == "✓ studying")
    }

    @Test func a_word_usually_written_in_kana_is_kept_by_its_kana_unless_that_kana_opens_another_word() throws {
        let deck = InMemoryStudyDeck()
        let browser = try browser(deck: deck)
        browser.searchWords("iru")
        try #require(browser.topWordSearch).edit(.accept)
        browser.handle(.back)
        let results = try #require(browser.topWordSearch)
        // いる opens 居る, so 要る (usually いる too) is kept as 要る; 居る as いる.
        let needed = try #require(results.results.firstIndex { $0.builtIn?.entry.kanjiSpelling == "要る" })
        let exist = try #require(results.results.firstIndex { $0.builtIn?.entry.kanjiSpelling == "居る" })
        #expect(results.results[needed].word.expression == "いる" && results.results[exist].word.expression == "いる")
        #expect(results.studyItem(try #require(results.results[needed].builtIn).entry) == .word(headword: "要る", reading: "いる"))
        #expect(results.studyItem(try #require(results.results[exist].builtIn).entry) == .word(headword: "いる", reading: "いる"))
    }

    @Test func a_card_kept_under_a_usually_kana_words_kanji_still_marks_and_unkeeps_it() throws {
        // する was kept as 為る[する] before its kana was its headword; the card keeps that key.
        let deck = InMemoryStudyDeck()
        let former = LookupItem.word(headword: "為る", reading: "する")
        _ = try deck.add(former, context: nil, now: Timestamp(secondsSince1970: 0))
        let browser = try browser(deck: deck)
        browser.searchWords("suru")
        try #require(browser.topWordSearch).edit(.accept)
        guard case .wordDetail(let detail) = browser.stack.top else {
            Issue.record("Enter on the results opened no word detail")
            return
        }
        #expect(detail.title == "する (word)")
        #expect(detail.item == former)
        #expect(detail.studyText == "✓ studying")
        detail.handle(.toggleKept)
        #expect(!deck.contains(former) && !deck.contains(.word(headword: "する", reading: "する")))
    }

    @Test func a_with_no_results_says_there_is_nothing_to_keep() throws {
        let deck = InMemoryStudyDeck()
        let browser = try browser(deck: deck)
        browser.handle(.selectTab(AppTab.words.rawValue))
        let search = try #require(browser.topWordSearch)
        search.handle(.toggleKept)
        #expect(search.notice == "No word here to keep: search first")
        #expect(deck.cards(offset: 0, limit: .max).isEmpty)
    }
}
