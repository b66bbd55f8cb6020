import TestSupport
import KanjiKit
import Testing
@testable import Browser

/// Search, sort and filter are inputs to the same list screen.
@Suite struct ListSearchTests {
    private let store = Dataset.fullStore()

    private func rootList() throws -> KanjiListViewModel {
        KanjiListViewModel(title: "Kanji", kanji: try store.allKanji(), sortKey: .frequency, search: try store.kanjiSearch(), coordinator: nil)
    }

    private func type(_ text: String, into list: KanjiListViewModel) {
        for character in text { list.edit(.insert(String(character))) }
    }

    /// Issue 10: the list's search ranks a whole English word as `kanji-tui search` does.
    @Test(arguments: [("car", "車"), ("cat", "猫"), ("ear", "耳"), ("tea", "茶"), ("sun", "日")])
    func a_whole_english_word_puts_its_kanji_first_or_second(query: String, kanji: String) throws {
        let list = try rootList()
        list.handle(.beginSearch)
        type(query, into: list)
        #expect(list.kanji.prefix(2).map(\.character).contains(kanji), "\(list.kanji.prefix(5).map(\.character))")
    }

    /// Issue 22: `/nihon` on the Kanji tab found no kanji and said "No kanji here"; a query that reads as a word
    /// says where its words are and shows the kanji the best one is written with.
    @Test func a_query_that_reads_as_a_word_says_where_its_words_are_and_shows_the_best_words_kanji() throws {
        let browser = try KanjiBrowser.inMemory(store: store, words: .success(Dataset.words))
        let list = try #require(browser.topList)
        list.handle(.beginSearch)
        browser.handle(.prompt(.insert("nihon")))
        let hint = try #require(list.wordHint)
        #expect(hint.reading == "にほん")
        #expect(hint.headwords.first == "日本" && hint.headwords.contains("二本"))
        #expect(list.kanji.map(\.character) == ["日", "本"])
        #expect(list.promptStatus.hasPrefix("no kanji reads so · にほん: \(hint.headwords.count) words in Words (2) — 日本, "))
        #expect(list.promptStatus.hasSuffix("日本's kanji below"))
        browser.handle(.prompt(.accept))
        #expect(browser.location == AppLink(tab: .kanji, routes: [.kanjiDetail("日")]))
        browser.handle(.back)
        #expect(list.refinementText == "/nihon → 日本's kanji")
    }

    @Test func a_query_that_finds_kanji_or_reads_as_no_word_gives_no_word_hint() throws {
        let list = KanjiListViewModel(title: "Kanji", kanji: try store.allKanji(), sortKey: .frequency, search: try store.kanjiSearch(),
                                      words: Dataset.words, coordinator: nil)
        list.handle(.beginSearch)
        type("mizu", into: list)
        #expect(list.wordHint == nil && list.kanji.first?.character == "水")
        list.edit(.deleteToStart)
        type("zzq", into: list)
        #expect(list.wordHint == nil && list.kanji.isEmpty)
        list.edit(.deleteToStart)
        type("ひらがな", into: list)
        #expect(list.wordHint?.headwords.first == "平仮名")
    }

    @Test func typing_narrows_on_every_keystroke_and_enter_keeps_the_results_and_opens_the_best() throws {
        let list = try rootList()
        var opened: [String] = []
        list.onOutput = { if case .kanjiChosen(let kanji) = $0 { opened.append(kanji.character) } }
        list.handle(.beginSearch)
        #expect((list.prompt != nil))
        type("mi", into: list)
        let afterTwo = list.kanji.count
        type("zu", into: list)
        #expect(list.kanji.count < afterTwo)
        #expect(list.selectedKanji?.character == "水")
        list.edit(.accept)
        #expect(!(list.prompt != nil))
        #expect(opened == ["水"])
        #expect(list.kanji.first?.character == "水")
        #expect(list.refinementText == "/mizu")
        #expect(list.positionText == "1/\(list.kanji.count) of 10361")
    }

    @Test func escape_restores_the_list_and_the_cursor() throws {
        let list = try rootList()
        list.moveCursor(to: "本")
        list.handle(.beginSearch)
        type("gaku", into: list)
        #expect(list.selectedKanji?.character == "学")
        list.edit(.cancel)
        #expect(list.kanji.count == 10_361)
        #expect(list.selectedKanji?.character == "本")
        #expect(list.search == nil)
    }

    @Test func back_on_kept_results_clears_them_before_leaving() throws {
        let list = try rootList()
        list.handle(.beginSearch)
        type("water", into: list)
        list.edit(.accept)
        #expect(list.handleBack())
        #expect(list.kanji.count == 10_361)
        #expect(!list.handleBack())
    }

    @Test func n_and_shift_n_walk_the_matches_of_the_last_search_on_the_whole_list() throws {
        let list = try rootList()
        list.handle(.beginSearch)
        type("hon", into: list)
        list.edit(.cancel)
        list.handle(.home)
        list.handle(.nextMatch)
        #expect(list.selectedKanji?.character == "本")
        let first = list.cursor.index
        list.handle(.nextMatch)
        #expect(list.cursor.index > first)
        list.handle(.previousMatch)
        #expect(list.cursor.index == first)
    }

    @Test func keys_are_text_while_typing() throws {
        let list = try rootList()
        list.handle(.beginSearch)
        list.edit(.insert("語"))
        #expect(list.kanji.map(\.character) == ["語"])
        list.edit(.deleteBackward)
        #expect(list.kanji.count == 10_361)
        list.edit(.accept)
        #expect(list.search == nil)
    }

    @Test func sort_cycles_and_keeps_the_cursor_on_its_kanji() throws {
        let list = try rootList()
        list.moveCursor(to: "学")
        list.handle(.cycleSort)
        #expect(list.sortKey == .strokes)
        #expect(list.kanji.first?.strokeCount == 1)
        #expect(list.selectedKanji?.character == "学")
        #expect(list.refinementText == "sort: strokes")
        for _ in 0..<4 { list.handle(.cycleSort) }
        #expect(list.sortKey == .frequency)
        #expect(list.refinementText == "")
        #expect(list.kanji.first?.character == "日")
    }

    @Test func a_filter_narrows_the_same_list_and_shows_in_the_header() throws {
        let list = try rootList()
        list.setFilter(KanjiFilter(jlptLevels: [5]))
        #expect(list.kanji.count == 79)
        #expect(list.positionText == "1/79 of 10361")
        #expect(list.refinementText == "N5")
        list.handle(.beginSearch)
        type("water", into: list)
        #expect(list.kanji.map(\.character) == ["水"])
    }
}

@Suite struct FilterFormTests {
    @Test func toggling_options_filters_the_list_underneath_live() throws {
        let browser = try KanjiBrowser.inMemory(store: Dataset.fullStore())
        browser.topList?.handle(.filter)
        #expect(browser.location == AppLink(tab: .kanji, routes: [.filter(.all)]))
        let form = try #require(browser.topForm)
        #expect(form.matchCount == 10_361)
        browser.handle(.cursor(.select))             // JLPT N5
        #expect(form.matchCount == 79)
        #expect(form.value(of: .modernJLPT(5)) == "[x]")
        browser.handle(.back)
        #expect(browser.location == AppLink(tab: .kanji, routes: []))
        #expect(browser.topList?.kanji.count == 79)
        #expect(browser.topList?.refinementText == "N5")
    }

    @Test func stroke_bounds_move_within_the_data_and_clear_resets() throws {
        let store = Dataset.fullStore()
        let form = FilterFormViewModel(filter: KanjiFilter(), kanji: try store.allKanji(),
                                       kanjiWithCommonWords: try store.kanjiWithCommonWords(), coordinator: nil)
        let mostStrokes = form.options.firstIndex(of: .mostStrokes)!
        for _ in 0..<mostStrokes { form.handle(.down) }
        #expect(form.value(of: .mostStrokes) == "—")
        form.handle(.decrement)
        #expect(form.filter.strokes == form.strokeLimits.lowerBound...(form.strokeLimits.upperBound - 1))
        form.handle(.up)
        for _ in 0..<100 { form.handle(.increment) }
        #expect(form.filter.strokes?.lowerBound == form.filter.strokes?.upperBound)
        form.handle(.clear)
        #expect(form.filter.isEmpty)
        #expect(form.matchCount == 10_361)
    }

    @Test func the_filter_flow_is_freed_when_closed() throws {
        let browser = try KanjiBrowser.inMemory(store: Dataset.fullStore())
        browser.topList?.handle(.filter)
        let flow = Weak(browser.stack.top.screen.coordinator)
        browser.handle(.back)
        #expect(flow.object == nil)
    }
}

/// The kana a romaji query is read as, shown on the search line.
@Suite struct RomajiReadingTests {
    private func reading(_ query: String) -> String? {
        ListSearch(editor: LineEditor(text: query), isEditing: true, characterBefore: nil).romajiReading
    }

    @Test func whole_romaji_is_shown_as_kana() {
        #expect(reading("nichi") == "にち")
        #expect(reading("Mizu") == "みず")
        #expect(reading("sun") == "すん", "why 寸 comes before 日 for \"sun\"")
    }

    @Test func nothing_for_half_a_syllable_kana_kanji_or_words_that_are_not_romaji() {
        #expect(reading("nich") == nil)
        #expect(reading("みず") == nil)
        #expect(reading("水") == nil)
        #expect(reading("water") == nil)
        #expect(reading("") == nil)
    }
}

