import Testing
import Browser
import KanjiKit
import Segmentation
import TestResources
import TestSupport

/// Issue 32 §3: `v` makes the list of unknown words from the words the reader counted between keys, instead of
/// segmenting the whole text again on the key's path; a count not done yet is finished then, so the list is always the
/// whole text's, the same as `analyze --unknown`'s.
@Suite struct UnknownWordsFromTheCountTests {
    /// Sixty lines, more than a screen of ten rows holds: the count segments lines the screen never showed.
    static let text = (0..<60).map { line in
        ["猫が窓から外を見ていた。", "彼は本を読む。", "犬が庭で走っている。", "明日は雨が降るかもしれない。"][line % 4]
    }.joined(separator: "\n")

    /// The reader on ``text``, ten rows of forty columns, its first screen drawn.
    private func reader() throws -> (KanjiBrowser, ReaderViewModel, WordSegmenter) {
        let (browser, reader) = try ReaderFixture.pasted(Self.text)
        _ = reader.visibleLines
        return (browser, reader, try browser.application.services.segmenter.segmenter.get())
    }

    private func unknownWords(_ browser: KanjiBrowser) throws -> UnknownWordsViewModel {
        browser.listUnknownWords()
        guard case .unknownWords(let list) = browser.stack.top else { throw ReaderTestFailure(top: browser.breadcrumb) }
        return list
    }

    /// What `analyze --unknown` lists, segmenting the whole text: nothing is known here.
    private func wholeText(_ reader: ReaderViewModel, _ segmenter: WordSegmenter) -> TextVocabulary {
        TextVocabulary(text: reader.text, segmenter: segmenter) { _ in .unknown }
    }

    @Test func vAfterTheCountIsDoneSegmentsNoLineAgain() throws {
        let (browser, reader, segmenter) = try reader()
        while !reader.isCounted { reader.tick() }
        let segmented = segmenter.linesSegmented
        let list = try unknownWords(browser)
        #expect(segmenter.linesSegmented == segmented, "v segmented \(segmenter.linesSegmented - segmented) lines again")
        let whole = wholeText(reader, segmenter)
        #expect(list.words == whole.words)
        #expect(list.vocabulary.distinctWords == whole.distinctWords)
        #expect(!list.words.contains { $0.firstUse.isGrammar }, "かもしれない is grammar, not listed")
    }

    @Test func vBeforeTheCountFinishesItSegmentingEachLineNotCountedOnce() throws {
        let (browser, reader, segmenter) = try reader()
        #expect(!reader.isCounted)
        let segmented = segmenter.linesSegmented
        let list = try unknownWords(browser)
        #expect(reader.isCounted, "the rest of the text is counted for the list, and for the header")
        #expect(segmenter.linesSegmented - segmented <= reader.text.blocks.count - 10,
                "the ten lines on screen were segmented already: \(segmenter.linesSegmented - segmented) lines")
        #expect(list.words == wholeText(reader, segmenter).words, "the whole text's words, not those counted so far")
        browser.handle(.back)
        let again = segmenter.linesSegmented
        _ = try unknownWords(browser)
        #expect(segmenter.linesSegmented == again, "a second v segments nothing")
    }

    @Test func aWordKeptFromTheListIsNoLongerNewToTheReader() throws {
        let (browser, reader, _) = try reader()
        let cat = try #require(reader.selectedWord)
        #expect(reader.selectedKnowledge == .unknown)
        let list = try unknownWords(browser)
        let first = try #require(list.words.firstIndex { $0.firstUse.entryNumber == cat.entryNumber })
        for _ in 0..<first { list.handle(CursorCommand.down) }
        list.handle(.keep)
        browser.handle(.back)
        #expect(reader.selectedWord == cat)
        #expect(reader.selectedKnowledge == .new, "kept from the list: the reader asks the study list again")
    }
}
