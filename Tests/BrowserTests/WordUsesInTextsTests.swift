import Testing
import Browser
import FSRS
import KanjiKit
import TestSupport

/// A word's page, "In your texts" (issue 47): the sentences of the learner's library that use the word, read from the
/// indexes already made (the i+1 screen's, or `kanji-tui sentences`'), never by segmenting the library.
@Suite struct WordUsesInTextsTests {
    /// A word's page lists its uses in the texts once they are indexed, and says how to index them before.
    @Test func aWordsPageShowsItsUsesInTheIndexedTexts() throws {
        let (browser, _) = try OneUnknownTests.opened()
        let cat = try Dataset.entry("猫")
        browser.handle(.follow(.wordDetail(rank: cat.rank)))
        guard case .wordDetail(let page) = browser.stack.top else { throw ReaderTestFailure(top: browser.breadcrumb) }
        // The library's order: the text opened last first.
        #expect(page.inYourTexts == .found([.init(sentence: "【猫】は本を読む。", withReadings: "【猫[ねこ]】は本[ほん]を読[よ]む。", title: "second"),
                                            .init(sentence: "【猫】が好きだ。", withReadings: "【猫[ねこ]】が好[す]きだ。", title: "first")], texts: 2))
        #expect(page.lines.contains { $0.text == "In your texts" })
    }

    /// `f` shows the page's sentences with their readings, the example's and the texts'; `P` says them all.
    @Test func fShowsTheSentencesReadingsAndPSaysThem() throws {
        let speech = RecordingSpeech()
        let (browser, _) = try OneUnknownTests.opened(speech: speech)
        let cat = try Dataset.entry("猫")
        browser.handle(.follow(.wordDetail(rank: cat.rank)))
        guard case .wordDetail(let page) = browser.stack.top else { throw ReaderTestFailure(top: browser.breadcrumb) }
        let example = try #require(cat.example?.japanese)
        #expect(page.lines.contains { $0.text == example })
        page.handle(.toggleReadings)
        #expect(page.lines.contains { $0.text == "【猫[ねこ]】は本[ほん]を読[よ]む。" })
        #expect(example == "僕は猫背だ。")
        #expect(page.lines.contains { $0.text == "僕[ぼく]は猫背[ねこぜ]だ。" }, "the example read by the segmenter")
        page.handle(.toggleReadings)
        #expect(page.lines.contains { $0.text == example })
        page.handle(.speakSentences)
        #expect(speech.spoken == [example + "\n猫は本を読む。\n猫が好きだ。"])
    }

    @Test func aWordsPageBeforeAnyIndexSaysWhereToMakeThem() throws {
        let library = InMemoryReadingLibrary()
        _ = try library.addPasted(OneUnknownTests.first, title: "first", now: Timestamp(secondsSince1970: 1))
        let browser = try KanjiBrowser.inMemory(store: ReaderTests.store, library: library)
        browser.handle(.follow(.wordDetail(rank: try Dataset.entry("猫").rank)))
        guard case .wordDetail(let page) = browser.stack.top else { throw ReaderTestFailure(top: browser.breadcrumb) }
        // The first page of a session is drawn before any text's kept index is read: one a frame after it.
        #expect(page.inYourTexts == .reading(read: 0, texts: 1))
        #expect(page.lines.contains { $0.text == "Reading your texts' indexes… 0 of 1" })
        #expect(page.tickInterval != nil)
        page.tick()
        #expect(page.inYourTexts == .notIndexed)
        #expect(page.tickInterval == nil, "nothing left to read: no more frames")
    }
}

extension WordUsesInTextsTests {
    /// A library with no text says nothing of it: the page is as it was before texts had sentences.
    @Test func aWordsPageWithNoTextsSaysNothingOfThem() throws {
        let browser = try KanjiBrowser.inMemory(store: ReaderTests.store)
        browser.handle(.follow(.wordDetail(rank: try Dataset.entry("猫").rank)))
        guard case .wordDetail(let page) = browser.stack.top else { throw ReaderTestFailure(top: browser.breadcrumb) }
        #expect(page.inYourTexts == .noTexts)
        #expect(!page.lines.contains { $0.text == "In your texts" })
    }

    /// A word the indexed texts never use: the page says how many texts were read.
    @Test func aWordNoTextUsesSaysSo() throws {
        let (browser, _) = try OneUnknownTests.opened()
        browser.handle(.follow(.wordDetail(rank: try Dataset.entry("学校").rank)))
        guard case .wordDetail(let page) = browser.stack.top else { throw ReaderTestFailure(top: browser.breadcrumb) }
        #expect(page.inYourTexts == .found([], texts: 2))
        #expect(page.lines.contains { $0.text == "None of your 2 texts uses it." })
    }
}
