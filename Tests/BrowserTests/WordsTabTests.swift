import Coordination
import KanjiKit
import TestSupport
import Testing
@testable import Browser

/// The Words tab (issue 10): a search on every keystroke, the word detail, its kanji on the reused list screen,
/// and the kanji detail's words opening word details.
@Suite struct WordsTabTests {
    private func browser(history: LookupHistory = InMemoryLookupHistory()) throws -> KanjiBrowser {
        try KanjiBrowser.inMemory(store: Dataset.fullStore(), history: history, words: .success(Dataset.words))
    }

    @Test func an_empty_tab_has_its_search_line_open_and_says_how_to_search() throws {
        let browser = try browser()
        browser.handle(.selectTab(AppTab.words.rawValue))
        let search = try #require(browser.topWordSearch)
        #expect(browser.breadcrumb == ["Words"])
        #expect(search.prompt != nil)
        #expect(search.results.isEmpty)
        #expect(search.promptStatus == "kana, romaji, kanji or English")
    }

    @Test(arguments: [("nihon", "日本"), ("nippon", "日本"), ("にほん", "日本"), ("ニホン", "日本"), ("日本", "日本"),
                      ("taberu", "食べる"), ("to eat", "食べる"), ("gakkou", "学校"), ("gakko", "学校"), ("gakkō", "学校")])
    func the_pinned_queries_find_their_word_first(query: String, headword: String) throws {
        let browser = try browser()
        browser.searchWords(query)
        #expect(browser.topWordSearch?.results.first?.entry.headword == headword)
    }

    @Test func mixed_kanji_and_kana_and_english_find_words() throws {
        let browser = try browser()
        browser.searchWords("食べ")
        #expect(browser.topWordSearch?.results.first?.entry.headword.hasPrefix("食べ") == true)
        browser.searchWords("Japan")
        #expect(browser.topWordSearch?.results.prefix(3).contains { $0.entry.headword == "日本" } == true)
    }

    @Test func every_keystroke_searches_again() throws {
        let browser = try browser()
        browser.handle(.selectTab(AppTab.words.rawValue))
        var firsts: [String] = []
        for letter in "nihon" {
            browser.handle(.prompt(.insert(String(letter))))
            firsts.append(browser.topWordSearch?.results.first?.entry.headword ?? "")
        }
        #expect(firsts.allSatisfy { !$0.isEmpty })
        #expect(firsts.last == "日本")
        #expect(browser.topWordSearch?.promptStatus.hasPrefix("read as にほん · ") == true)
        browser.handle(.prompt(.deleteBackward))
        #expect(browser.topWordSearch?.query == "niho")
    }

    @Test func enter_opens_the_best_word_records_it_and_back_returns_to_the_results() throws {
        let history = InMemoryLookupHistory()
        let browser = try browser(history: history)
        browser.searchWords("nihon")
        browser.handle(.prompt(.accept))
        let detail = try #require(browser.topWordDetail)
        #expect(browser.breadcrumb == ["Words", "日本"])
        #expect(detail.lines.contains { $0.text == "Japan" })
        #expect(history.entries(offset: 0, limit: .max).first?.item == .word(headword: "日本", reading: "にほん"))
        browser.handle(.back)
        #expect(browser.topWordSearch?.query == "nihon")
        #expect(browser.topWordSearch?.prompt == nil)
        #expect(browser.topWordSearch?.selectedWord?.headword == "日本")
    }

    @Test func the_detail_lists_forms_with_restrictions_senses_with_readable_tags_and_how_common() throws {
        let taberu = WordDetailViewModel.lines(for: try Dataset.entry("食べる"), kanji: [])
        #expect(taberu.contains { $0.label == "Written" && $0.text == "食べる、喰べる (irregular kanji)" })
        #expect(taberu.contains { $0.label == "1." && $0.text == "to eat" })
        #expect(taberu.contains { $0.kind == .detail && $0.text == "Ichidan verb · transitive verb" })
        #expect(taberu[1].text.hasPrefix("Common: ichi 1, news 2; frequency band 25 of 48"))
        let japan = WordDetailViewModel.lines(for: try Dataset.entry("日本"), kanji: [])
        #expect(japan.contains { $0.label == "Read" && $0.text == "にほん、にっぽん" })
        let first = WordDetailViewModel.lines(for: try Dataset.entry("一日", reading: "ついたち"), kanji: [])
        #expect(first.contains { $0.label == "Read" && $0.text.contains("(only ") })
    }

    @Test func tags_read_as_a_learner_says_them() {
        #expect(WordLabels.tag("word usually written using kana alone") == "usually kana")
        #expect(WordLabels.tag("archaism") == "archaic")
        #expect(WordLabels.tag("Godan verb with 'ru' ending (irregular verb)") == "Godan verb (-ru) (irregular verb)")
        #expect(WordLabels.tag("Godan verb with 'ku' ending") == "Godan verb (-ku)")
        #expect(WordLabels.tag("transitive verb") == "transitive verb")
    }

    @Test func the_words_kanji_are_on_the_list_screen_and_one_opens_its_detail() throws {
        let browser = try browser()
        browser.searchWords("nihon")
        browser.handle(.prompt(.accept))
        #expect(browser.topWordDetail?.kanji.map(\.character) == ["日", "本"])
        browser.showWordKanji()
        #expect(browser.topList?.kanji.map(\.character) == ["日", "本"])
        #expect(browser.topList?.subtitle == "にほん — Japan")
        browser.open(kanji: "本")
        #expect(browser.breadcrumb == ["Words", "日本", "日本", "本"])
        #expect(browser.topDetail?.headline.hasPrefix("book") == true)
        browser.handle([.back, .back])
        #expect(browser.topWordDetail?.title == "日本")
    }

    @Test func a_kanjis_words_come_grouped_by_reading_and_each_opens_its_detail() throws {
        let browser = try browser()
        browser.open(kanji: "日")
        let detail = try #require(browser.topDetail)
        #expect(detail.groupLabel(at: 0) != nil)
        // Each group in rank order, led by its label: 日本 (read にっぽん) is among the first of the ニチ group, with
        // 日曜日 in it.
        let nichi = try #require(detail.words.indices.first { detail.groupLabel(at: $0) == "ニチ" })
        #expect(detail.words[nichi..<nichi + 3].contains { $0.headword == "日本" })
        let nextGroup = detail.words.indices.first { $0 > nichi && detail.groupLabel(at: $0) != nil } ?? detail.words.count
        #expect(detail.words[nichi..<nextGroup].contains { $0.headword == "日曜日" })
        browser.open(word: "日曜日", reading: "にちようび")
        #expect(browser.topWordDetail?.entry.headword == "日曜日")
        #expect(browser.breadcrumb == ["Kanji", "日", "日曜日"])
    }

    @Test func a_word_in_the_history_opens_its_detail() throws {
        let history = InMemoryLookupHistory()
        let browser = try browser(history: history)
        browser.searchWords("taberu")
        browser.handle(.prompt(.accept))
        browser.handle(.selectTab(AppTab.history.rawValue))
        browser.handle(.cursor(.select))
        #expect(browser.breadcrumb == ["History", "食べる"])
        #expect(browser.topWordDetail != nil)
    }

    @Test func back_frees_the_word_detail_its_kanji_list_and_their_coordinators() throws {
        let counter = LiveCoordinatorCounter()
        try counter.counting {
            let browser = try browser()
            browser.searchWords("gakkou")
            browser.handle(.prompt(.accept))
            let detail = Weak(browser.stack.top.screen), detailCoordinator = Weak(browser.stack.top.screen.coordinator)
            browser.showWordKanji()
            let list = Weak(browser.stack.top.screen), listCoordinator = Weak(browser.stack.top.screen.coordinator)
            browser.open(kanji: "学")
            let kanji = Weak(browser.stack.top.screen), kanjiCoordinator = Weak(browser.stack.top.screen.coordinator)
            browser.handle([.back, .back])
            #expect(kanji.object == nil && kanjiCoordinator.object == nil && list.object == nil && listCoordinator.object == nil)
            #expect(detail.object != nil)
            browser.handle(.back)
            #expect(detail.object == nil && detailCoordinator.object == nil)
            #expect(counter.count == 3) // the application, the root list's and the Words tab's coordinators
        }
        #expect(counter.count == 0)
    }

    @Test func a_missing_dictionary_leaves_the_tab_saying_why() throws {
        let browser = try KanjiBrowser.inMemory(store: Dataset.fullStore(), words: .failure(DatasetError(file: "/nowhere/words.bin", problem: "missing")))
        browser.handle(.selectTab(AppTab.words.rawValue))
        #expect(browser.topPage?.lines.first == "The word search is unavailable:")
        browser.handle(.selectTab(AppTab.kanji.rawValue))
        browser.open(kanji: "日")
        #expect(browser.topDetail?.wordsNotice?.hasPrefix("Words unavailable") == true)
    }
}
