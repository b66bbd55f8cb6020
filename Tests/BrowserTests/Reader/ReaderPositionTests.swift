import Testing
import Browser
import KanjiKit
import Segmentation
import TestResources
import TestSupport

/// The position is the word (issue 32 §3): a text reopens with the cursor on the word it was on — mid-line, in a
/// short text, near a long text's end — and the header's percentage follows the cursor, 100 % on the last word.
@Suite struct ReaderPositionTests {
    static let text = "彼は本を見ていた。\n気を付けてください。\nそれに対して、何も言わなかった。"

    private func reader(_ browser: KanjiBrowser) throws -> ReaderViewModel {
        guard case .reader(let reader) = browser.stack.top else { throw ReaderTestFailure(top: browser.breadcrumb) }
        return reader
    }

    private func pasted(_ text: String = Self.text, library: InMemoryReadingLibrary) throws -> KanjiBrowser {
        let browser = try KanjiBrowser.inMemory(store: ReaderTests.store, library: library)
        browser.handle(.selectTab(AppTab.read.rawValue))
        guard case .readingList(let list) = browser.stack.top else { throw ReaderTestFailure(top: browser.breadcrumb) }
        list.paste(text)
        return browser
    }

    /// Back to the list, then Enter on the text: the reader opened again from what the library kept.
    private func reopened(_ browser: KanjiBrowser, size: (columns: Int, rows: Int)) throws -> ReaderViewModel {
        browser.handle(.back)
        browser.handle(.cursor(.select))
        let reader = try reader(browser)
        reader.handle(.resize(columns: size.columns, rows: size.rows))
        return reader
    }

    @Test func aShortTextReopensOnTheWordMidLineAndShowsWhole() throws {
        let library = InMemoryReadingLibrary()
        let browser = try pasted(library: library)
        let first = try reader(browser)
        first.handle(.resize(columns: 40, rows: 10))
        for _ in 0..<5 { first.handle(.nextWord) }
        let word = try #require(first.cursor)
        let surface = first.selectedWord?.surface
        #expect(word.word > 0, "mid-line, not a line's first word")

        let again = try reopened(browser, size: (40, 10))
        #expect(again.cursor == word)
        #expect(again.selectedWord?.surface == surface)
        #expect(again.top.block == 0 && again.top.row == 0, "the whole short text on screen, from its start")
    }

    @Test func thePositionKeptIsTheWordsByteOffset() throws {
        let library = InMemoryReadingLibrary()
        let browser = try pasted(library: library)
        let reader = try reader(browser)
        reader.handle(.nextWord)
        reader.handle(.nextWord)
        #expect(reader.selectedWord?.surface == "見ていた")
        browser.handle(.back)
        let kept = try #require(library.entries(offset: 0, limit: 1).first).position
        #expect(kept == "彼は本を".utf8.count)
    }

    @Test func aPositionKeptAsALinesStartOpensOnThatLinesFirstWord() throws {
        let library = InMemoryReadingLibrary()
        let browser = try pasted(library: library)
        browser.handle(.back)
        let entry = try #require(library.entries(offset: 0, limit: 1).first)
        try library.savePosition("彼は本を見ていた。\n".utf8.count, of: entry)
        browser.handle(.cursor(.select))
        let cursor = try reader(browser).cursor
        #expect(cursor?.block == 1 && cursor?.word == 0)
    }

    @Test func aLongTextReopensOnItsWordWithTheScreenFullNearItsEnd() throws {
        let library = InMemoryReadingLibrary()
        let lines = (1...60).map { "第\($0)の猫が窓から外を見ていた。" }
        let browser = try pasted(lines.joined(separator: "\n"), library: library)
        let first = try reader(browser)
        first.handle(.resize(columns: 60, rows: 10))
        first.handle(.end)
        first.handle(.previousWord)
        first.handle(.previousWord)
        let word = try #require(first.cursor)
        #expect(word.block == 59)

        let again = try reopened(browser, size: (60, 10))
        #expect(again.cursor == word)
        #expect(again.visibleLines.count == 10, "the text's end fills the screen rather than standing alone at its top")

        let middle = try pasted(lines.joined(separator: "\n"), library: InMemoryReadingLibrary())
        let reader = try reader(middle)
        reader.handle(.resize(columns: 60, rows: 10))
        for _ in 0..<30 { reader.handle(.down) }
        let inside = try #require(reader.cursor)
        let back = try reopened(middle, size: (60, 10))
        #expect(back.cursor == inside)
        #expect(back.top.block == inside.block, "the word's line on top, as the page was")
    }

    @Test func thePercentageFollowsTheCursorAndIsAHundredOnTheLastWord() throws {
        let browser = try pasted(library: InMemoryReadingLibrary())
        let reader = try reader(browser)
        reader.handle(.resize(columns: 40, rows: 10))
        #expect(reader.place == 0)
        var places = [reader.place]
        for _ in 0..<4 {
            reader.handle(.nextWord)
            places.append(reader.place)
        }
        #expect(places == places.sorted() && places.last! > 0, "\(places)")
        #expect(reader.top.block == 0 && reader.top.row == 0, "the page stays; the percentage moved with the cursor alone")
        reader.handle(.end)
        #expect(reader.place == 100)
        #expect(reader.statusText.hasPrefix("100% · "))
        reader.handle(.previousWord)
        #expect(reader.place < 100)
    }

    @Test func anEmptyTextIsAtAHundred() throws {
        let browser = try KanjiBrowser.inMemory(store: ReaderTests.store, library: InMemoryReadingLibrary())
        let segmenter = try browser.application.services.segmenter.segmenter.get()
        let reader = ReaderViewModel(title: "empty", text: ReadingText("", format: .plain), segmenter: segmenter, position: 0, coordinator: nil)
        reader.handle(.resize(columns: 40, rows: 10))
        #expect(reader.cursor == nil)
        #expect(reader.place == 100)
    }
}

/// Only subtitles have times to show beside their lines: a page or a book starts at the left edge, as in an e-reader.
@Suite struct ReaderGutterTests {
    @Test func onlySubtitlesHaveATimesGutter() throws {
        let browser = try KanjiBrowser.inMemory(store: ReaderTests.store, library: InMemoryReadingLibrary())
        let segmenter = try browser.application.services.segmenter.segmenter.get()
        let gutters = [ReadingText.Format.plain, .html, .xhtml, .epub, .subRip, .substationAlpha].map { format in
            ReaderViewModel(title: "t", text: ReadingText("猫が見ていた。", format: format), segmenter: segmenter, position: 0, coordinator: nil).gutter
        }
        #expect(gutters == [0, 0, 0, 0, ReaderViewModel.timestampColumns, ReaderViewModel.timestampColumns])
    }
}
