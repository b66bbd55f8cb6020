import Browser
import FSRS
import KanjiKit
import Segmentation
import TestSupport

/// Where most reader tests begin, written once: a text pasted into the Read tab, and a deck where some words are known.
enum ReaderFixture {
    /// A browser on the checkout's data (or `store`) with `text` pasted into the Read tab, and the reader that opened
    /// on it, given a terminal of `columns` × `rows`.
    static func pasted(_ text: String, study: InMemoryStudyDeck = InMemoryStudyDeck(), library: InMemoryReadingLibrary = InMemoryReadingLibrary(),
                       store: KanjiStore = ReaderTests.store, wordMarks: WordMarkStore = InMemoryWordMarks(), anki: AnkiLink = NoAnkiLink(),
                       columns: Int = 40, rows: Int = 10) throws -> (browser: KanjiBrowser, reader: ReaderViewModel) {
        let browser = try KanjiBrowser.inMemory(store: store, study: study, library: library, wordMarks: wordMarks, anki: anki)
        browser.handle(.selectTab(AppTab.read.rawValue))
        guard case .readingList(let list) = browser.stack.top else { throw ReaderTestFailure(top: browser.breadcrumb) }
        list.paste(text)
        guard case .reader(let reader) = browser.stack.top else { throw ReaderTestFailure(top: browser.breadcrumb) }
        reader.handle(.resize(columns: columns, rows: rows))
        return (browser, reader)
    }

    /// A deck keeping each of `words` (headword, reading) studied to maturity: known, as the reader counts it (issue 47:
    /// mature or marked known); a word kept and not mature yet would not be known.
    static func deck(knowing words: [(String, String)]) throws -> InMemoryStudyDeck {
        let study = InMemoryStudyDeck()
        for (headword, reading) in words { try keepMature(headword: headword, reading: reading, in: study) }
        return study
    }

    /// Keeps the word in `study` and grades it Easy whenever due until it is mature.
    static func keepMature(headword: String, reading: String, in study: InMemoryStudyDeck) throws {
        var card = try study.add(.word(headword: headword, reading: reading), now: Timestamp(secondsSince1970: 0))
        while WordKnowledge(card: card.schedule) != .mature {
            let (schedule, log) = Scheduler(enableFuzzing: false).review(card.schedule, rating: .easy, at: card.schedule.due)
            card.schedule = schedule
            _ = try study.save(card, log: log)
        }
    }
}
