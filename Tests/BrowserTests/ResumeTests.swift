import Browser
import FSRS
import KanjiKit
import Testing
import TestSupport

/// Where the browser was left is remembered when it quits, as routes, and the next start opens there when the person
/// asked to resume: the same stack, which Back leaves screen by screen.
@MainActor @Suite struct ResumeTests {
    @Test func the_place_quit_from_is_saved_and_a_new_browser_opens_on_the_same_stack() throws {
        let preferences = InMemoryListPreferences()
        let first = try KanjiBrowser.inMemory(store: Dataset.fullStore(), listPreferences: preferences)
        let place = AppLink(tab: .kanji, routes: [.kanjiDetail("日"), .wordDetail(rank: try Dataset.entry("日本").rank), .kanjiOfWord(rank: try Dataset.entry("日本").rank)])
        first.application.follow(place)
        #expect(first.location == place)
        first.handle(.quit)
        #expect(preferences.lastPlace == place)
        #expect(preferences.placeToResume() == nil, "resuming is off until asked for")

        preferences.resumes = true
        let second = try KanjiBrowser.inMemory(store: Dataset.fullStore(), listPreferences: preferences)
        try second.application.follow(#require(preferences.placeToResume()))
        #expect(second.location == place)
        #expect(second.breadcrumb == first.breadcrumb)
        second.handle([.back, .back, .back])
        #expect(second.location == AppLink(tab: .kanji, routes: []))
        #expect(second.topList?.selectedKanji?.character == "日", "Back retraces the way, to the list's kanji")
    }

    @Test func a_review_is_not_resumed_half_way_but_what_led_to_it_is() {
        let dueBy = Timestamp(secondsSince1970: 1_800_000_000)
        let place = AppLink(tab: .study, routes: [.studyStatistics, .review(dueBy: dueBy, count: 3), .kanjiDetail("日")])
        #expect(place.resumable == AppLink(tab: .study, routes: [.studyStatistics]))
        #expect(AppLink(tab: .read, routes: [.about]).resumable == AppLink(tab: .read, routes: [.about]))
    }

    @Test func a_failed_save_is_said_and_lost_nothing_else() throws {
        let preferences = InMemoryListPreferences()
        let browser = try KanjiBrowser.inMemory(store: Dataset.fullStore(), listPreferences: preferences)
        preferences.nextWriteFailure = "the disk is full"
        browser.handle(.quit)
        #expect(browser.unreportedFailures == ["Where you were is not remembered for next time: the disk is full"])
        #expect(preferences.lastPlace == nil)
    }

    @Test func a_place_below_the_first_screenful_has_the_lists_cursor_on_its_kanji_once_the_list_is_whole() throws {
        let browser = try KanjiBrowser.inMemory(store: Dataset.fullStore(), firstScreenful: 10)
        browser.application.follow(AppLink(tab: .kanji, routes: [.kanjiDetail("語")]))
        try browser.loadAllKanji()
        browser.handle(.back)
        #expect(browser.topList?.selectedKanji?.character == "語")
    }
}
