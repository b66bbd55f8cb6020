import Browser
import Foundation
import KanjiKit
import Testing
import TestSupport
@testable import TerminalUI

/// Issue 49: the learner's dictionaries drawn — structured content as terminal text on the word page (a list with its
/// numbers, a table as aligned columns, ruby in brackets and, with `f`, as furigana over its kanji, a link as its text,
/// an image named) and in the reader's pane after `d`.
@MainActor
@Suite struct LearnerDictionariesRenderTests {
    let samples: SampleDictionaries
    var dictionaries: LearnerDictionaries { samples.dictionaries }

    init() throws {
        samples = try SampleDictionaries()
    }

    @Test func the_word_page_draws_every_node_of_the_definition() throws {
        let browser = try KanjiBrowser.inMemory(store: GoldenGrid.store, dictionaries: dictionaries)
        let app = TerminalApp(browser: browser)
        browser.application.follow(AppLink(tab: .words, routes: [.wordDetail(rank: try #require(browser.application.services.words.get().entries(headword: "犬").first).rank)]))
        let lines = app.render(size: TerminalSize(rows: 80, columns: 80)).grid.lines
        let text = lines.joined(separator: "\n")
        #expect(text.contains("  サンプル国語辞典"))
        #expect(text.contains("人に飼われる哺乳[ほにゅう]類の動物。"))
        #expect(text.contains("1. よく人になれ、番や狩りに使われる。"))
        #expect(text.contains("• 犬を飼う"))
        #expect(text.contains("語    読み"), "the table's columns aligned")
        #expect(text.contains("子犬  こいぬ"))
        #expect(text.contains("→猫"))
        #expect(text.contains("[image: img/inu.png]"))
        #expect(text.contains("Freq.    Sample Frequency 1234㋕"))
        app.handle(.character("f"))
        let withReadings = app.render(size: TerminalSize(rows: 80, columns: 80)).grid.lines
        // The base makes room for its reading, wider than its kanji.
        let row = try #require(withReadings.firstIndex { $0.contains("人に飼われる哺乳") && $0.contains("類の動物。") },
                               "\(withReadings.joined(separator: "\n"))")
        #expect(withReadings[row - 1].contains("ほにゅう"), "f: the ruby over its kanji: \(withReadings[row - 1])")
    }

    @Test func the_readers_pane_draws_the_dictionary_after_d() throws {
        let browser = try KanjiBrowser.inMemory(store: GoldenGrid.store, dictionaries: dictionaries)
        let app = TerminalApp(browser: browser)
        app.handle(.character("6"))
        app.handle(.paste(PastedText(text: "犬が好き。")))
        let before = app.render(size: TerminalSize(rows: 16, columns: 70)).grid.lines
        #expect(before.contains { $0.contains("犬  いぬ  not kept · JMdict · d: 1 more · Sample Frequency 1234㋕") })
        app.handle(.character("d"))
        let after = app.render(size: TerminalSize(rows: 16, columns: 70)).grid.lines
        #expect(after.contains { $0.contains("サンプル国語辞典 (2 of 2) · d") })
        #expect(after.contains { $0.contains("1. よく人になれ、番や狩りに使われる。") })
        #expect(!after.contains { $0.contains("dog (Canis") }, "the learner's dictionary in JMdict's place")
    }

    @Test func a_longer_term_the_scan_found_is_headed_by_its_own_spelling() throws {
        let browser = try KanjiBrowser.inMemory(store: GoldenGrid.store, dictionaries: dictionaries)
        let app = TerminalApp(browser: browser)
        app.handle(.character("6"))
        app.handle(.paste(PastedText(text: "推し活をしていた。")))
        app.handle(.character("d"))
        let lines = app.render(size: TerminalSize(rows: 16, columns: 70)).grid.lines
        let heading = try #require(lines.firstIndex { $0.hasPrefix(" 推し活  おしかつ") }, "\(lines)")
        #expect(lines[heading + 1].hasPrefix(" 好きな人や物を応援する活動。"))
        #expect(lines[heading - 1].contains("推す  おす  not kept · サンプル国語辞典 (2 of 2) · d"))
    }
}
