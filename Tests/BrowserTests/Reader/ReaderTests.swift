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
        reader.handle(.resize(columns: 40, rows: 10))
        #expect(reader.selectedWord?.headword == "彼")
        #expect(library.count() == 1)
        #expect(reader.title == "彼は本を見ていた。")
        #expect(reader.visibleLines.count == 3)
    }

    @Test func wAndBMoveByWordAcrossLinesAndThePaneHasTheInflection() throws {
        let reader = try reader(try pasted())
        reader.handle(.resize(columns: 40, rows: 10))
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
        let library = InMemoryReadingLibrary()
        let browser = try pasted(library: library)
        let text = try #require(library.entries(offset: 0, limit: 1).first)
        let reader = try reader(browser)
        reader.handle(.nextWord)
        browser.handle(.cursor(.select))
        let book = try Dataset.entry("本", reading: "ほん").rank
        #expect(browser.location == AppLink(tab: .read, routes: [.reader(text), .wordDetail(rank: book)]))
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
        #expect(reader.selectedKnowledge == .new, "kept, never reviewed: new, as Anki says, not learning")
    }

    /// Issue 34 §1: `u` right after `a` takes the keep back, on the reader as on every screen that keeps; the word is
    /// unknown again. A second `u` has nothing to take back.
    @Test func uRightAfterATakesTheKeepBack() throws {
        let study = InMemoryStudyDeck()
        let browser = try pasted(study: study)
        let reader = try reader(browser)
        reader.handle(.nextWord)
        reader.handle(.nextWord)
        reader.handle(.keep)
        #expect(study.contains(.word(headword: "見る", reading: "みる")))
        reader.handle(.undo)
        #expect(!study.contains(.word(headword: "見る", reading: "みる")))
        #expect(study.count() == 0)
        #expect(reader.selectedKnowledge == .unknown, "\(String(describing: reader.selectedKnowledge))")
        #expect(reader.notice?.isEmpty == false)
        let said = reader.notice
        reader.handle(.undo)
        #expect(reader.notice != said && study.count() == 0)
    }

    @Test func thePositionIsRememberedWhenTheReaderIsLeftAndRestored() throws {
        let library = InMemoryReadingLibrary()
        let browser = try pasted(library: library)
        let reader = try reader(browser)
        reader.handle(.resize(columns: 40, rows: 1))
        reader.handle(.pageDown)
        reader.handle(.pageDown)
        #expect(reader.top.block == 2)
        browser.handle(.back)
        let entry = try #require(library.entries(offset: 0, limit: 1).first)
        #expect(entry.position == reader.text.byteOffset(ofBlock: 2))
        browser.handle(.cursor(.select))
        let cursor = try self.reader(browser).cursor
        #expect(cursor?.block == 2 && cursor?.word == 0, "on the word it was on")
    }

    @Test func thePositionIsRememberedWhenTheReadTabIsHidden() throws {
        let library = InMemoryReadingLibrary()
        let browser = try pasted(library: library)
        let reader = try reader(browser)
        reader.handle(.resize(columns: 40, rows: 1))
        reader.handle(.pageDown)
        #expect(reader.top.block == 1)
        browser.handle(.selectTab(AppTab.kanji.rawValue))
        let entry = try #require(library.entries(offset: 0, limit: 1).first)
        #expect(entry.position == reader.text.byteOffset(ofBlock: 1))
    }

    @Test func thePositionIsWrittenAfterTheFrameWithTheKeysOtherWrites() throws {
        let library = InMemoryReadingLibrary()
        let browser = try pasted(library: library)
        browser.effectsWaitForFrame = true  // as in the terminal: the key's frame first, then its writes
        let reader = try reader(browser)
        reader.handle(.resize(columns: 40, rows: 1))
        reader.handle(.pageDown)
        browser.handle(.back)
        #expect(try #require(library.entries(offset: 0, limit: 1).first).position == 0, "nothing written on the key's path")
        #expect(browser.performEffects().isEmpty)
        #expect(try #require(library.entries(offset: 0, limit: 1).first).position == reader.text.byteOffset(ofBlock: 1))
    }

    @Test func countingBetweenKeysReachesTheWholeTextAndTheSharesKnown() throws {
        // Known once mature: a word kept and not mature yet is not known.
        let study = try ReaderFixture.deck(knowing: [("彼", "かれ")])
        let reader = try reader(try pasted(study: study))
        while !reader.isCounted { reader.tick() }
        #expect(reader.tickInterval == nil)
        #expect(reader.statusText.contains("known"))
        #expect(!reader.statusText.contains("so far"))
        #expect(!reader.statusText.contains("known 0%"))
    }
}

extension ReaderTests {
    @Test func aLongTextSegmentsTheLinesAroundTheScreenAndAPageDownFindsThemReady() throws {
        let browser = try KanjiBrowser.inMemory(store: Self.store, library: InMemoryReadingLibrary())
        browser.handle(.selectTab(AppTab.read.rawValue))
        guard case .readingList(let list) = browser.stack.top else { throw ReaderTestFailure(top: browser.breadcrumb) }
        list.paste(String(repeating: "猫が窓から外を見ていた。\n", count: 5_000))
        let reader = try reader(browser)
        let segmenter = try browser.application.services.segmenter.segmenter.get()
        reader.handle(.resize(columns: 40, rows: 10))
        _ = reader.visibleLines
        let firstScreen = segmenter.linesSegmented
        #expect(firstScreen <= 11, "the first screen of 10 rows segmented \(firstScreen) lines")
        // Between keys: a screenful of lines above (none here, at the top) and two below are made ready.
        #expect(reader.tickInterval != nil)
        while !reader.prepareAroundScreen(until: .now + .seconds(1)) {}
        #expect(segmenter.linesSegmented == 30)
        reader.handle(.pageDown)
        _ = reader.visibleLines
        #expect(segmenter.linesSegmented == 30, "a page down segmented lines while the person waited")
        #expect(reader.cursor?.block == 10)
        #expect(!reader.isPreparedAroundScreen)
    }

    @Test func aTextHandedOverIsOpenedWithoutReadingItsFileAgainAndOnlyOnce() throws {
        let browser = try KanjiBrowser.inMemory(store: Self.store, library: InMemoryReadingLibrary())
        let entry = ReadingEntry(id: 7, title: "gone.txt", source: .file(path: "/nonexistent/gone.txt"), position: 0,
                                 openedAt: Timestamp(secondsSince1970: 0))
        browser.application.services.readingTexts.hand(ReadingText("猫が見ていた。", format: .plain), to: entry)
        let link = AppLink(tab: .read, routes: [.reader(entry)])
        browser.application.follow(link)
        #expect(try reader(browser).selectedWord?.headword == "猫")
        browser.handle(.back)
        // Opened again, the text is read from its file, which is not there.
        browser.application.follow(link)
        guard case .textPage(let page) = browser.stack.top else { throw ReaderTestFailure(top: browser.breadcrumb) }
        #expect(page.visibleLines.contains { $0.contains("/nonexistent/gone.txt") })
    }
}

struct ReaderTestFailure: Error {
    let top: [String]
}
