import KanjiKit
import TestSupport
import Testing
@testable import Browser

/// The Kanji tab's filter and sort come back at the next start (issue 22 §6): a second browser over the same store is
/// the app started again on the same user database.
@Suite struct RememberedListTests {
    /// The filter form's line for "JLPT N5" is its first; Enter toggles it, Back closes the form.
    private func chooseN5(in browser: KanjiBrowser) throws {
        try #require(browser.topList).handle(.filter)
        browser.handle([.cursor(.select), .back])
    }

    @Test func the_filter_and_sort_chosen_come_back_at_the_next_start() throws {
        let preferences = InMemoryListPreferences()
        let first = try KanjiBrowser.inMemory(store: Dataset.fullStore(), listPreferences: preferences)
        try chooseN5(in: first)
        try #require(first.topList).handle(.cycleSort)
        #expect(first.topList?.refinementText == "N5 · sort: strokes")
        #expect(first.performEffects().isEmpty, "as the terminal app runs a key's effects after its frame")
        #expect(first.unreportedFailures.isEmpty)

        let again = try KanjiBrowser.inMemory(store: Dataset.fullStore(), listPreferences: preferences)
        let list = try #require(again.topList)
        #expect(list.refinementText == "N5 · sort: strokes")
        #expect(list.kanji.count == 79)
        #expect(list.positionText == "1/79 of 10361")
        #expect(list.kanji.first?.character == "一", "sorted by strokes from the top")
        #expect(list.filter == KanjiFilter(jlptLevels: [5]))
        #expect(list.sortKey == .strokes)
        list.handle(.cycleSort)
        #expect(list.refinementText == "N5 · sort: grade", "the sort cycles on from the remembered key")
    }

    @Test func used_in_a_common_word_is_remembered_as_a_choice_and_rebuilt_from_the_dictionary() throws {
        let store = Dataset.fullStore()
        let preferences = InMemoryListPreferences()
        let first = try KanjiBrowser.inMemory(store: store, listPreferences: preferences)
        try #require(first.topList).handle(.filter)
        let form = try #require(first.topForm)
        let line = try #require(form.options.firstIndex(of: .hasCommonWords))
        first.handle(Array(repeating: .cursor(.down), count: line) + [.cursor(.select), .back])
        #expect(preferences.stored.filter == KanjiFilterChoice(hasCommonWords: true))

        let again = try KanjiBrowser.inMemory(store: store, listPreferences: preferences)
        #expect(again.topList?.filter.kanjiWithCommonWords == (try store.kanjiWithCommonWords()))
        #expect(again.topList?.refinementText == "has words")
    }

    @Test(arguments: [KanjiSortKey.strokes, .grade, .codePoint, .frequency])
    func a_list_left_filtered_and_sorted_opens_on_that_lists_first_screenful_then_the_whole_list(sortKey: KanjiSortKey) throws {
        let choice = KanjiListChoice(filter: KanjiFilterChoice(jlptLevels: [4, 5]), sortKey: sortKey)
        let whole = try KanjiBrowser.inMemory(store: Dataset.fullStore(), listPreferences: InMemoryListPreferences(choice))
        let expected = try #require(whole.topList).kanji.map(\.character)
        #expect(expected.count > 40)

        // A store of its own, not yet parsed, as at the app's start.
        let fresh = try KanjiStore(directory: Dataset.resources)
        let browser = try KanjiBrowser.inMemory(store: fresh, listPreferences: InMemoryListPreferences(choice), firstScreenful: 40)
        let list = try #require(browser.topList)
        #expect(list.pendingCount == expected.count)
        #expect(list.kanji.map(\.character) == Array(expected.prefix(40)), "the first screen is the filtered, sorted list's")
        try browser.loadAllKanji()
        #expect(list.pendingCount == nil)
        #expect(list.kanji.map(\.character) == expected)
        #expect(list.selectedKanji == list.kanji.first)
    }

    @Test func a_list_left_sorted_by_radical_opens_on_every_kanji() throws {
        // The radical is not among the columns the first screenful is judged by: every kanji is parsed first.
        let preferences = InMemoryListPreferences(KanjiListChoice(sortKey: .radical))
        let browser = try KanjiBrowser.inMemory(store: try KanjiStore(directory: Dataset.resources), listPreferences: preferences,
                                                firstScreenful: 300)
        let list = try #require(browser.topList)
        #expect(list.pendingCount == nil)
        #expect(list.kanji.count == 10_361)
        #expect(list.kanji.first?.radical.number == 1)
    }

    @Test func a_list_left_as_it_comes_still_opens_from_the_first_screenful() throws {
        let preferences = InMemoryListPreferences(KanjiListChoice(sortKey: .frequency))
        let browser = try KanjiBrowser.inMemory(store: Dataset.fullStore(), listPreferences: preferences, firstScreenful: 300)
        #expect(browser.topList?.pendingCount == 10_361)
        #expect(browser.topList?.refinementText == "")
    }

    @Test func only_a_change_is_saved_and_a_search_saves_nothing() throws {
        let preferences = InMemoryListPreferences()
        let browser = try KanjiBrowser.inMemory(store: Dataset.fullStore(), listPreferences: preferences)
        let list = try #require(browser.topList)
        list.handle(.beginSearch)
        browser.handle(.prompt(.insert("water")))
        browser.handle(.prompt(.cancel))
        #expect(preferences.saves == 0)
        list.setFilter(KanjiFilter())
        browser.performEffects()
        #expect(preferences.saves == 0, "the same filter again is no change")
        list.setFilter(KanjiFilter(grades: [.grade1]))
        browser.performEffects()
        #expect(preferences.saves == 1)
        #expect(preferences.stored == KanjiListChoice(filter: KanjiFilterChoice(grades: [.grade1])))
    }

    @Test func a_words_kanji_neither_opens_with_the_remembered_filter_nor_changes_it() throws {
        let preferences = InMemoryListPreferences(KanjiListChoice(filter: KanjiFilterChoice(jlptLevels: [5]), sortKey: .strokes))
        let browser = try KanjiBrowser.inMemory(store: Dataset.fullStore(), listPreferences: preferences)
        browser.application.follow(AppLink(tab: .words, routes: [.wordDetail(rank: try Dataset.entry("勉強").rank)]))
        browser.showWordKanji()
        let list = try #require(browser.topList)
        #expect(list.kanji.map(\.character) == ["勉", "強"], "in the word's order, none hidden")
        #expect(list.refinementText == "")
        list.handle(.cycleSort)
        list.setFilter(KanjiFilter(jlptLevels: [4]))
        browser.performEffects()
        #expect(preferences.saves == 0)
        #expect(preferences.stored == KanjiListChoice(filter: KanjiFilterChoice(jlptLevels: [5]), sortKey: .strokes))
    }

    @Test func a_deep_link_lands_on_its_kanji_over_the_remembered_list() throws {
        let store = Dataset.fullStore()
        let preferences = InMemoryListPreferences(KanjiListChoice(filter: KanjiFilterChoice(jlptLevels: [5]), sortKey: .strokes))
        let browser = try KanjiBrowser.inMemory(store: store, listPreferences: preferences)
        browser.application.follow(AppLink(tab: .kanji, routes: [.kanjiDetail("猫")]))
        #expect(browser.location == AppLink(tab: .kanji, routes: [.kanjiDetail("猫")]))
        #expect(browser.topDetail?.kanji.character == "猫", "the link's kanji opened, not a page saying it is missing")
        browser.handle(.back)
        #expect(browser.topList?.refinementText == "N5 · sort: strokes")
    }

    @Test func a_save_that_fails_is_said_and_the_list_keeps_its_sort() throws {
        let preferences = InMemoryListPreferences()
        let browser = try KanjiBrowser.inMemory(store: Dataset.fullStore(), listPreferences: preferences)
        preferences.nextWriteFailure = "/x/user.sqlite: the disk is full"
        try #require(browser.topList).handle(.cycleSort)
        #expect(browser.performEffects() == ["The sort is not remembered for next time: /x/user.sqlite: the disk is full"])
        #expect(browser.topList?.sortKey == .strokes)
    }
}
