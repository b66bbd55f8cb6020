import Browser
import FSRS
import KanjiKit
import Segmentation
import TestSupport
import Testing
@testable import TerminalUI

/// The library's sentences with one unknown word (issue 47, `s` on the Read tab): while the texts are indexed, how
/// far the count is; then each sentence with its word marked, the word, its reading and meaning, and the text's title.
@Suite struct OneUnknownScreenTests {
    /// The Read tab with two texts pasted, `s` pressed: the i+1 screen before its first text is indexed.
    private func opened() throws -> (TerminalApp, OneUnknownViewModel?) {
        let app = TerminalApp(browser: GoldenGrid.browser(study: try Self.deck()))
        app.handle(.character("6"))
        app.handle(.paste(PastedText(text: "猫が好きだ。彼は本を読む。")))
        app.handle(.escape)
        app.handle(.paste(PastedText(text: "犬は窓から外を見ていた。")))
        app.handle(.escape)
        app.handle(.character("s"))
        guard case .oneUnknownSentences(let list) = app.browser.stack.top else { return (app, nil) }
        return (app, list)
    }

    @Test func the_count_says_how_far_it_is_at_80_by_10() throws {
        let (app, list) = try opened()
        #expect(list?.progress?.of == 2)
        GoldenGrid.expect(app.render(size: TerminalSize(rows: 10, columns: 80)), golden: "one_unknown_indexing_at_80_by_10")
    }

    @Test func the_sentences_at_80_by_24() throws {
        let (app, opened) = try opened()
        let list = try #require(opened)
        while list.tickInterval != nil { list.tick() }
        app.handle(.character("j"))
        app.handle(.character("a"))
        GoldenGrid.expect(app.render(size: TerminalSize(rows: 24, columns: 80)), golden: "one_unknown_sentences_at_80_by_24")
    }

    /// `s` under d's question leaves the question to be answered: no screen opens over a pending removal.
    @Test func s_waits_while_the_question_of_d_is_up() throws {
        let app = TerminalApp(browser: GoldenGrid.browser())
        app.handle(.character("6"))
        app.handle(.paste(PastedText(text: "猫が好きだ。")))
        app.handle(.escape)
        app.handle(.character("d"))
        app.handle(.character("s"))
        guard case .readingList(let list) = app.browser.stack.top else {
            Issue.record("s opened \(app.browser.breadcrumb) over the question")
            return
        }
        #expect(list.removalQuestion != nil)
    }

    /// An empty list says why: no text yet, or no sentence of the texts with one unknown word.
    @Test func an_empty_list_says_whether_there_is_a_text() {
        let empty = TerminalApp(browser: GoldenGrid.browser())
        empty.handle(.character("6"))
        empty.handle(.character("s"))
        #expect(empty.render(size: TerminalSize(rows: 24, columns: 120)).grid.lines.contains { $0.contains("The Read list has no text yet") })
        let everyWordUnknown = TerminalApp(browser: GoldenGrid.browser())
        everyWordUnknown.handle(.character("6"))
        everyWordUnknown.handle(.paste(PastedText(text: "猫が好きだ。")))
        everyWordUnknown.handle(.escape)
        everyWordUnknown.handle(.character("s"))
        guard case .oneUnknownSentences(let unknown) = everyWordUnknown.browser.stack.top else {
            Issue.record("s opened \(everyWordUnknown.browser.breadcrumb)")
            return
        }
        while unknown.tickInterval != nil { unknown.tick() }
        #expect(unknown.textCount == 1)
        let lines = everyWordUnknown.render(size: TerminalSize(rows: 24, columns: 120)).grid.lines
        #expect(lines.contains { $0.contains("No sentence of your text has exactly one word you do not know yet.") }, "\(lines)")
    }

    /// A deck knowing every word of the two texts but 猫 and 犬: each kept and reviewed Good once.
    private static func deck() throws -> InMemoryStudyDeck {
        let study = InMemoryStudyDeck()
        // Known as issue 47 counts it: each studied to maturity (Easy whenever due).
        for (headword, reading) in [("好き", "すき"), ("彼", "かれ"), ("本", "ほん"), ("読む", "よむ"), ("窓", "まど"), ("外", "そと"), ("見る", "みる")] {
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
