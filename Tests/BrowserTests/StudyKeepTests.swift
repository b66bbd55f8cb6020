import FSRS
import KanjiKit
import TestSupport
import Testing
@testable import Browser

/// `a` keeps a kanji or a word from every list that shows one, and takes it off again; the screens mark kept items.
@Suite struct StudyKeepTests {
    @Test func a_on_a_list_row_keeps_the_kanji_and_a_again_takes_it_off() throws {
        let fixture = try StudyFixture()
        let list = try #require(fixture.browser.topList)
        list.moveCursor(to: "日")
        list.handle(.toggleKept)
        #expect(fixture.deck.contains(.kanji("日")))
        #expect(list.notice == "日 added to study")
        #expect(list.studyMarks.isKept(.kanji("日")))
        #expect(fixture.deck.card(for: .kanji("日"))?.schedule == .new(id: 1, due: fixture.clock.now))
        list.handle(.toggleKept)
        #expect(!fixture.deck.contains(.kanji("日")))
        #expect(list.notice == "日 removed from study")
    }

    @Test func a_on_the_detail_keeps_the_kanji_and_A_the_word_under_the_cursor() throws {
        let fixture = try StudyFixture()
        fixture.browser.open(kanji: "日")
        let detail = try #require(fixture.browser.topDetail)
        detail.handle(.toggleKept)
        #expect(detail.notice == "日 added to study")
        let index = try #require(detail.rows.firstIndex { if case .word(let word) = $0 { word.headword == "日本" && word.reading == "にほん" } else { false } })
        fixture.browser.handle([.cursor(.home)] + Array(repeating: .cursor(.down), count: index))
        detail.handle(.toggleKeptWord)
        #expect(detail.notice == "日本 にほん added to study")
        #expect(fixture.deck.cards(offset: 0, limit: .max).map(\.item) == [.kanji("日"), .word(headword: "日本", reading: "にほん")])
        #expect(detail.studyMarks.isKept(.word(headword: "日本", reading: "にほん")))
    }

    @Test func A_on_a_words_kanji_list_keeps_the_word_and_a_the_kanji_under_the_cursor() throws {
        let fixture = try StudyFixture()
        fixture.browser.open(kanji: "日")
        fixture.browser.open(word: "日本", reading: "にほん")
        // The word's detail; L there shows its kanji on a list.
        fixture.browser.showWordKanji()
        let list = try #require(fixture.browser.topList)
        list.handle(.toggleKeptSubject)
        #expect(list.notice == "日本 にほん added to study")
        list.handle(.toggleKept)
        #expect(list.notice == "日 added to study")
        fixture.browser.handle(.popToRoot)
        fixture.browser.topList?.handle(.toggleKeptSubject)
        #expect(fixture.browser.topList?.notice == "A keeps a word: open a word's kanji; a keeps the kanji")
    }

    @Test func a_on_a_history_row_keeps_the_item() throws {
        let fixture = try StudyFixture()
        fixture.browser.open(kanji: "本")
        fixture.browser.handle(.selectTab(AppTab.history.rawValue))
        guard case .history(let history) = fixture.browser.stack.top else { Issue.record("not the history"); return }
        history.handle(.toggleKept)
        #expect(history.notice == "本 added to study")
        #expect(history.studyMarks.isKept(.kanji("本")))
        history.handle(CursorCommand.down)
        #expect(history.notice == nil, "the confirmation lasts until the next command")
    }

    @Test func a_deck_that_cannot_write_says_why_and_keeps_nothing() throws {
        let deck = InMemoryStudyDeck()
        deck.failingWrites = "cannot write /tmp/user.sqlite: read-only file"
        let fixture = try StudyFixture(deck: deck)
        let list = try #require(fixture.browser.topList)
        list.handle(.toggleKept)
        #expect(list.notice == "Not kept: cannot write /tmp/user.sqlite: read-only file")
        #expect(deck.cards(offset: 0, limit: .max).isEmpty)
    }
}
