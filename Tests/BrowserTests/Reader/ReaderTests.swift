import Testing
import Browser
import FSRS
import KanjiKit
import Segmentation
import TestResources
import TestSupport

/// The Read tab and the reader, headless: a paste opens a text, w/b move by word, Enter opens the word and Back
/// comes back to it, a keeps the word with its sentence, and the position is remembered.
@Suite struct ReaderTests {
    static let store = try! KanjiStore(directory: Checkout.resources)
    static let text = "彼は本を見ていた。\n気を付けてください。\nそれに対して、何も言わなかった。"

    private func reader(_ browser: KanjiBrowser) throws -> ReaderViewModel {
        guard case .reader(let reader) = browser.stack.top else { throw ReaderTestFailure(top: browser.breadcrumb) }
        return reader
    }

    private func pasted(library: InMemoryReadingLibrary = InMemoryReadingLibrary(), study: InMemoryStudyDeck = InMemoryStudyDeck()) throws -> KanjiBrowser {
        let browser = try KanjiBrowser.inMemory(store: Self.store, study: study, library: library)
        browser.handle(.selectTab(AppTab.read.rawValue))
        guard case .readingList(let list) = browser.stack.top else { throw ReaderTestFailure(top: browser.breadcrumb) }
        list.paste(Self.text)
        return browser
    }

    @Test func aPasteOpensTheTextWithTheCursorOnItsFirstWord() throws {
        let library = InMemoryReadingLibrary()
        let browser = try pasted(library: library)
        let reader = try reader(browser)
        reader.resize(columns: 40, rows: 10, cellWidth: { $0.isASCII ? 1 : 2 })
        #expect(reader.selectedWord?.headword == "彼")
        #expect(library.count() == 1)
        #expect(reader.title == "彼は本を見ていた。")
        #expect(reader.visibleLines.count == 3)
    }

    @Test func wAndBMoveByWordAcrossLinesAndThePaneHasTheInflection() throws {
        let reader = try reader(try pasted())
        reader.resize(columns: 40, rows: 10, cellWidth: { $0.isASCII ? 1 : 2 })
        reader.handle(.nextWord)
        reader.handle(.nextWord)
        #expect(reader.selectedWord?.surface == "見ていた")
        #expect(reader.selectedWord?.inflectionLine == "見る ← 見ていた: te-form, ongoing (ている), past")
        reader.handle(.nextWord)
        #expect(reader.selectedWord?.dictionaryForm == "気を付ける")
        reader.handle(.previousWord)
        #expect(reader.selectedWord?.surface == "見ていた")
        reader.handle(.down)
        #expect(reader.cursor?.block == 1)
    }

    @Test func enterOpensTheWordAndBackReturnsToTheSameWord() throws {
        let browser = try pasted()
        let reader = try reader(browser)
        reader.handle(.nextWord)
        browser.handle(.cursor(.select))
        #expect(browser.breadcrumb.last == "本 (word)")
        browser.handle(.back)
        #expect(try self.reader(browser) === reader)
        #expect(reader.selectedWord?.headword == "本")
    }

    @Test func aKeepsTheWordWithItsSentenceMarkedAndTheTextsName() throws {
        let study = InMemoryStudyDeck()
        let browser = try pasted(study: study)
        let reader = try reader(browser)
        reader.handle(.nextWord)
        reader.handle(.nextWord)
        reader.handle(.keep)
        let card = try #require(study.card(for: .word(headword: "見る", reading: "みる")))
        #expect(card.context?.sentence == "彼は本を見ていた。")
        #expect(card.context.map { String($0.parts.word) } == "見ていた")
        #expect(card.context?.source == "彼は本を見ていた。")
        #expect(reader.selectedKnowledge == .learning)
    }

    @Test func thePositionIsRememberedWhenTheReaderIsLeftAndRestored() throws {
        let library = InMemoryReadingLibrary()
        let browser = try pasted(library: library)
        let reader = try reader(browser)
        reader.resize(columns: 40, rows: 1, cellWidth: { $0.isASCII ? 1 : 2 })
        reader.handle(.pageDown)
        reader.handle(.pageDown)
        #expect(reader.top.block == 2)
        browser.handle(.back)
        let entry = try #require(library.entries(offset: 0, limit: 1).first)
        #expect(entry.position == reader.text.byteOffset(ofBlock: 2))
        browser.handle(.cursor(.select))
        #expect(try self.reader(browser).top.block == 2)
    }

    @Test func countingBetweenKeysReachesTheWholeTextAndTheSharesKnown() throws {
        let study = InMemoryStudyDeck()
        try study.add(.word(headword: "彼", reading: "かれ"), now: Timestamp(secondsSince1970: 0))
        let reader = try reader(try pasted(study: study))
        while !reader.isCounted { reader.tick() }
        #expect(reader.tickInterval == nil)
        #expect(reader.statusText.contains("known"))
        #expect(!reader.statusText.contains("so far"))
        #expect(!reader.statusText.contains("known 0%"))
    }
}

struct ReaderTestFailure: Error {
    let top: [String]
}
