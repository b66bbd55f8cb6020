import Browser
import FSRS
import KanjiKit
import Segmentation
import TestSupport
import Testing
@testable import TerminalUI

/// The words to learn next (issue 47, `w` on the Read tab): while the texts are indexed, how far the count is; then
/// each unknown word with its reading, uses, texts, the coverage of the text it helps most and its gloss, and under
/// the rows the word under the cursor with every text's coverage; `A`'s question on the prompt line.
@Suite struct LearnNextScreenTests {
    /// The Read tab with two texts pasted, `w` pressed: the screen before its first text is indexed.
    private func opened() throws -> (TerminalApp, LearnNextViewModel?) {
        let app = TerminalApp(browser: GoldenGrid.browser(study: try Self.deck()))
        app.handle(.character("6"))
        app.handle(.paste(PastedText(text: "猫が好きだ。彼は本を読む。")))
        app.handle(.escape)
        app.handle(.paste(PastedText(text: "犬は窓から外を見ていた。猫は外を見る。")))
        app.handle(.escape)
        app.handle(.character("w"))
        guard case .learnNext(let list) = app.browser.stack.top else { return (app, nil) }
        return (app, list)
    }

    @Test func the_count_says_how_far_it_is_at_80_by_10() throws {
        let (app, list) = try opened()
        #expect(list?.progress?.of == 2)
        GoldenGrid.expect(app.render(size: TerminalSize(rows: 10, columns: 80)), golden: "learn_next_indexing_at_80_by_10")
    }

    @Test func the_words_at_100_by_24_one_kept_and_one_marked_known() throws {
        let (app, opened) = try opened()
        let list = try #require(opened)
        while list.tickInterval != nil { list.tick() }
        app.handle(.character("a"))
        app.handle(.character("j"))
        app.handle(.character("K"))
        GoldenGrid.expect(app.render(size: TerminalSize(rows: 24, columns: 100)), golden: "learn_next_words_at_100_by_24")
    }

    @Test func capital_a_asks_how_many_on_the_prompt_line() throws {
        let (app, opened) = try opened()
        let list = try #require(opened)
        while list.tickInterval != nil { list.tick() }
        app.handle(.character("A"))
        app.handle(.character("3"))
        let lines = app.render(size: TerminalSize(rows: 24, columns: 100)).grid.lines
        #expect(lines.last?.contains("keep how many of the first words not kept yet? (Enter: 10)") == true, "\(lines)")
        #expect(list.prompt?.text == "3", "a digit is typed into the question, not a tab's number")
        #expect(lines.last?.hasPrefix(" #3▏") == true, "a number asked for, not a search's /: \(lines.last ?? "")")
        // At 40 columns the question is cut at its end, not lost past the line's left edge.
        let narrow = app.render(size: TerminalSize(rows: 12, columns: 40)).grid.lines
        #expect(narrow.last?.hasPrefix(" #3▏") == true && narrow.last?.contains("keep how many") == true, "\(narrow.last ?? "")")
    }

    /// An empty list says why: no text yet.
    @Test func an_empty_list_says_there_is_no_text() {
        let empty = TerminalApp(browser: GoldenGrid.browser())
        empty.handle(.character("6"))
        empty.handle(.character("w"))
        #expect(empty.render(size: TerminalSize(rows: 24, columns: 120)).grid.lines.contains { $0.contains("The Read list has no text yet") })
    }

    /// A deck knowing every word of the two texts but 猫 and 犬: each studied to maturity (Easy whenever due).
    private static func deck() throws -> InMemoryStudyDeck {
        let study = InMemoryStudyDeck()
        for (headword, reading) in [("好き", "すき"), ("彼", "かれ"), ("本", "ほん"), ("読む", "よむ"), ("窓", "まど"), ("見る", "みる")] {
            var card = try study.add(.word(headword: headword, reading: reading), now: Timestamp(secondsSince1970: 0))
            while WordKnowledge(card: card.schedule) != .mature {
                let (schedule, log) = Scheduler(enableFuzzing: false).review(card.schedule, rating: .easy, at: card.schedule.due)
                card.schedule = schedule
                _ = try study.save(card, log: log)
            }
        }
        return study
    }
}
