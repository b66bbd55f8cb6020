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
        #expect(list.rows == words.map(KanjiWordRow.init))
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
        #expect(detail.selectedWord == list.rows[0])
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
