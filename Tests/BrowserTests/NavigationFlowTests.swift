import TestSupport
import Foundation
import Coordination
import KanjiKit
import Testing
@testable import Browser

/// list → detail → word → its kanji → detail → back ×N on the real dataset, checking every step.
@Suite struct NavigationFlowTests {
    @Test func starts_on_every_kanji_in_frequency_order() throws {
        let browser = try KanjiBrowser.inMemory(store: Dataset.fullStore())
        #expect(browser.location == AppLink(tab: .kanji, routes: []))
        #expect(browser.topList?.kanji.count == 10_361)
        #expect(browser.topList?.selectedKanji?.character == "日")
    }

    @Test func walks_from_sun_to_japan_to_book_and_back() throws {
        let browser = try KanjiBrowser.inMemory(store: Dataset.fullStore())
        let japan = try Dataset.entry("日本", reading: "にほん").rank

        browser.open(kanji: "日")
        #expect(browser.location == AppLink(tab: .kanji, routes: [.kanjiDetail("日")]))
        #expect(browser.topDetail?.kanji.meanings.first == "day")
        #expect(browser.topDetail?.words.contains { $0.headword == "日本" } == true)

        browser.open(word: "日本", reading: "にほん")
        #expect(browser.location == AppLink(tab: .kanji, routes: [.kanjiDetail("日"), .wordDetail(rank: japan)]))
        #expect(browser.topWordDetail?.lines.contains { $0.text == "Japan" } == true)
        browser.showWordKanji()
        #expect(browser.location == AppLink(tab: .kanji, routes: [.kanjiDetail("日"), .wordDetail(rank: japan), .kanjiOfWord(rank: japan)]))
        #expect(browser.topList?.subtitle == "にほん — Japan")
        #expect(browser.topList?.kanji.map(\.character) == ["日", "本"])

        browser.open(kanji: "本")
        #expect(browser.location == AppLink(tab: .kanji, routes: [
            .kanjiDetail("日"), .wordDetail(rank: japan), .kanjiOfWord(rank: japan), .kanjiDetail("本"),
        ]))
        #expect(browser.topDetail?.headline.hasPrefix("book; present; main") == true)

        browser.open(word: "日本", reading: "にほん"); browser.showWordKanji()
        browser.open(kanji: "日")
        let walk: [AppRoute] = [
            .kanjiDetail("日"), .wordDetail(rank: japan), .kanjiOfWord(rank: japan), .kanjiDetail("本"),
            .wordDetail(rank: japan), .kanjiOfWord(rank: japan), .kanjiDetail("日"),
        ]
        #expect(browser.location == AppLink(tab: .kanji, routes: walk))

        // Each Back drops the top route; at the root it changes nothing.
        for depth in [6, 5, 4, 3, 2, 1, 0, 0] {
            browser.handle(.back)
            #expect(browser.location == AppLink(tab: .kanji, routes: Array(walk.prefix(depth))))
        }
    }

    @Test func back_returns_to_the_list_where_the_cursor_was() throws {
        let browser = try KanjiBrowser.inMemory(store: Dataset.fullStore())
        browser.open(kanji: "本")
        browser.handle(.back)
        #expect(browser.topList?.selectedKanji?.character == "本")
    }

    @Test func quit_stops_the_app_from_any_depth() throws {
        let browser = try KanjiBrowser.inMemory(store: Dataset.fullStore())
        browser.open(kanji: "日")
        #expect(browser.isRunning)
        browser.handle(.quit)
        #expect(!browser.isRunning)
    }

    @Test func the_inspector_shows_the_tree_of_the_screens_on_the_stack() throws {
        let browser = try KanjiBrowser.inMemory(store: Dataset.fullStore())
        browser.open(kanji: "日")
        browser.open(word: "日本", reading: "にほん"); browser.showWordKanji()
        let snapshot = browser.inspect()
        #expect(snapshot.coordinators.map(\.name) == [
            "ApplicationCoordinator", "AllKanjiListCoordinator", "KanjiDetailCoordinator", "WordDetailCoordinator",
            "Leaf kanjiOfWord",
        ])
        #expect(snapshot.coordinators.map(\.depth) == [0, 1, 2, 3, 4])
        #expect(snapshot.screens.map(\.title) == ["Kanji", "日", "日本 (word)", "日本 (its kanji)"])
        browser.handle([.back, .back])
        #expect(browser.inspect().coordinators.map(\.name) == [
            "ApplicationCoordinator", "AllKanjiListCoordinator", "KanjiDetailCoordinator",
        ])
    }

    @Test func a_broken_word_dictionary_shows_a_notice_instead_of_words() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kanji-screens-broken-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.copyItem(atPath: Dataset.resources + "/kanji.tsv", toPath: directory.appendingPathComponent("kanji.tsv").path)
        try FileManager.default.copyItem(atPath: Dataset.resources + "/words.edict", toPath: directory.appendingPathComponent("words.edict").path)
        try "KTWORDS\0 not a word dictionary".write(to: directory.appendingPathComponent("words.bin"), atomically: true, encoding: .utf8)
        let browser = try KanjiBrowser.inMemory(store: KanjiStore(directory: directory.path))
        browser.open(kanji: "日")
        #expect(browser.topDetail?.words.isEmpty == true)
        #expect(browser.topDetail?.wordsNotice?.contains("words.bin") == true)
    }
}
