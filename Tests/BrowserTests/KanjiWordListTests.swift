import KanjiKit
import Testing
@testable import Browser
import TestSupport

/// A kanji detail's word rows: the line each word shows, in the detail's order, and where its groups start.
@Suite struct KanjiWordListTests {
    @Test func a_row_keeps_the_line_its_word_shows_and_the_rank_that_reads_it_again() throws {
        let japan = try Dataset.entry("日本", reading: "にほん")
        let row = KanjiWordRow(try #require(KanjiWord(japan, kanji: "日")))
        #expect(row.headword == "日本")
        #expect(row.reading == "にほん")
        #expect(row.gloss == WordLabels.shortGloss(of: japan))
        #expect(row.isCommon)
        #expect(row.item == .word(headword: "日本", reading: "にほん"))
        #expect(try Dataset.words.entry(rank: row.rank) == japan)
    }

    @Test func rows_follow_the_groups_in_order_and_each_group_start_has_its_reading() throws {
        let words = try Dataset.words.kanjiWords(of: "日", limit: 5)
        let list = KanjiWordList(groups: [
            KanjiWordGroup(reading: "ニチ", words: Array(words[0..<2])),
            KanjiWordGroup(reading: "ひ", words: []),
            KanjiWordGroup(reading: nil, words: Array(words[2..<5])),
        ])
        #expect(list.words == words.map(KanjiWordRow.init))
        #expect(list.rows == words.map { .word(KanjiWordRow($0)) })
        // The empty group takes no row and starts nowhere; the group without a reading starts at row 2.
        #expect((0..<5).map { list.groupReading(startingAt: $0) } == [.some("ニチ"), nil, .some(nil), nil, nil])
    }

    @Test func the_empty_list_has_no_rows_and_no_groups() {
        #expect(KanjiWordList.empty.rows.isEmpty)
        #expect(KanjiWordList.empty.groupReading(startingAt: 0) == nil)
    }

    @Test func a_detail_labels_its_groups_and_shares_the_list_it_was_given() throws {
        let sun = try #require(try Dataset.fullStore().kanji(for: "日"))
        let words = try Dataset.words.kanjiWords(of: "日", limit: 4)
        let list = KanjiWordList(groups: [KanjiWordGroup(reading: "ニチ", words: Array(words[0..<3])),
                                          KanjiWordGroup(reading: nil, words: [words[3]])])
        let detail = KanjiDetailViewModel(kanji: sun, words: list, coordinator: nil)
        #expect(detail.wordList == list)
        #expect((0..<4).map(detail.groupLabel(at:)) == ["ニチ", nil, nil, "special"])
        #expect(detail.selectedWord == list.words[0])
    }
}

/// A kanji's words by reading, the groups cut after their best few (issue 22: under 日 the ひ group filled two pages
/// before 日本, 今日 and 明日), and a last row that opens every word written with the kanji (issue 21).
@Suite struct KanjiWordGroupCapTests {
    @Test func a_long_group_shows_its_best_words_then_a_row_that_opens_the_rest() throws {
        let words = try Dataset.words.kanjiWords(of: "日", limit: 9)
        let list = KanjiWordList(groups: [KanjiWordGroup(reading: "ひ", words: Array(words[0..<7])),
                                          KanjiWordGroup(reading: "ニチ", words: Array(words[7..<9]))])
        let cap = KanjiWordList.cap
        #expect(list.rows.count == cap + 1 + 2)
        #expect(list.rows[cap] == .more(group: 0, count: 7 - cap))
        #expect(list.groupReading(startingAt: cap + 1) == .some("ニチ"))
        let opened = list.opening(group: 0)
        #expect(opened.words == words.map(KanjiWordRow.init))
        #expect(!opened.rows.contains { if case .more = $0 { true } else { false } })
        #expect(opened.groupReading(startingAt: 7) == .some("ニチ"))
    }

    @Test func a_list_that_holds_fewer_than_jmdict_has_ends_with_every_word() throws {
        let words = try Dataset.words.kanjiWords(of: "日", limit: 3)
        let list = KanjiWordList(groups: [KanjiWordGroup(reading: nil, words: words)], totalCount: 1282)
        #expect(list.rows.last == .everyWord(count: 1282))
        #expect(KanjiWordList(groups: [KanjiWordGroup(reading: nil, words: words)]).rows.count == 3)
    }

    @Test func under_日_the_first_screen_shows_日本_今日_and_明日_and_groups_go_by_their_best_word() throws {
        let browser = try KanjiBrowser.inMemory(store: Dataset.fullStore())
        browser.open(kanji: "日")
        let detail = try #require(browser.topDetail)
        let firstScreen = detail.rows.prefix(16).compactMap { row -> String? in if case .word(let word) = row { word.headword } else { nil } }
        for headword in ["日本", "今日", "明日", "毎日"] {
            #expect(firstScreen.contains(headword), "\(headword) not among \(firstScreen)")
        }
        // Each group's first word is better ranked than the next group's.
        let firsts = detail.rows.indices.filter { detail.wordList.groupReading(startingAt: $0) != nil }.compactMap { index -> Int? in
            if case .word(let word) = detail.rows[index] { word.rank } else { nil }
        }
        #expect(firsts.count > 2)
        #expect(firsts == firsts.sorted())
        #expect(detail.rows.last == .everyWord(count: Dataset.words.wordCount(containing: "日")))
    }

    @Test func enter_on_more_opens_the_group_in_place_and_enter_on_the_last_row_asks_for_every_word() throws {
        let browser = try KanjiBrowser.inMemory(store: Dataset.fullStore())
        browser.open(kanji: "日")
        let detail = try #require(browser.topDetail)
        let more = try #require(detail.rows.firstIndex { if case .more = $0 { true } else { false } })
        guard case .more(_, let count) = detail.rows[more] else { return }
        #expect(detail.label(ofRowAt: more).contains("\(count) more read"))
        let before = detail.rows.count
        detail.handle(.click(index: more))
        detail.handle(.click(index: more))
        #expect(detail.rows.count == before + count - 1)
        #expect(browser.topDetail === detail)
        #expect(detail.selectedWord != nil)
        detail.handle(.end)
        detail.handle(.select)
        let search = try #require(browser.topWordSearch)
        #expect(search.title == "*日*")
        #expect(search.prompt == nil)
        #expect(search.results.count == WordSearchViewModel.resultLimit)
        #expect(search.results.allSatisfy { $0.builtIn?.entry.kanjiForms.contains { $0.text.contains("日") } == true })
        #expect(search.results.prefix(3).map(\.word.expression).contains("日本"))
    }

    @Test func w_opens_every_word_with_the_kanji_on_the_same_stack_and_back_returns() throws {
        let browser = try KanjiBrowser.inMemory(store: Dataset.fullStore())
        browser.open(kanji: "魚")
        let detail = try #require(browser.topDetail)
        detail.open(detail.everyWordRoute)
        let search = try #require(browser.topWordSearch)
        #expect(search.query == "*魚*")
        #expect(search.results.first?.word.expression == "魚")
        browser.handle(.back)
        #expect(browser.topDetail === detail)
    }
}

/// The words a kanji's review card shows are its top words (`WordDictionary.topWords`, which the Anki card and
/// `show` list too), and its detail shows each of them (issue 22: 日本 and 今日 were on one and not the other).
@Suite struct KanjiTopWordsTests {
    @Test(arguments: ["日", "魚", "好", "本"])
    func the_review_card_and_the_detail_list_the_same_top_words(character: String) throws {
        let store = Dataset.fullStore()
        let top = try Dataset.words.topWords(of: character.first!)
        let back = StudyCardBack.facts(for: .kanji(character), store: store, dictionary: Dataset.words)
        let listed = back.drop { $0.label != "Words" }.prefix { $0.label == "Words" || $0.label.isEmpty }.map(\.value)
        #expect(listed.map { String($0.prefix { $0 != " " }) } == top.map(\.spelling), "\(listed)")
        let browser = try KanjiBrowser.inMemory(store: store)
        browser.open(kanji: character)
        let rows = try #require(browser.topDetail).words
        for word in top {
            #expect(rows.contains { $0.rank == word.entry.rank && $0.headword == word.spelling }, "\(word.label) not in the detail")
        }
        #expect(top.allSatisfy { $0.spelling.contains(character) })
    }
}
