import Testing
import Browser
import KanjiKit
import Segmentation
import TestSupport

/// Issues 32 §1 and 45: an entry chosen with `e` is remembered for that word by the reading library, so a text read
/// again after a restart, and any other text with the word, shows it as the learner chose it; leaving the reader without
/// a new choice writes nothing.
@Suite struct ReaderEntryChoicePersistenceTests {
    static let text = "どうなるか。\n先生になる。"

    private func reader(_ browser: KanjiBrowser) throws -> ReaderViewModel {
        guard case .reader(let reader) = browser.stack.top else { throw ReaderTestFailure(top: browser.breadcrumb) }
        return reader
    }

    /// A browser on `library`, on the Read tab's list.
    private func browser(library: InMemoryReadingLibrary) throws -> KanjiBrowser {
        let browser = try KanjiBrowser.inMemory(store: Dataset.fullStore(), study: InMemoryStudyDeck(), library: library)
        browser.handle(.selectTab(AppTab.read.rawValue))
        return browser
    }

    private func onNaru(_ reader: ReaderViewModel) throws {
        reader.handle(.resize(columns: 40, rows: 10))
        while reader.selectedWord?.surface != "なる" {
            let before = reader.cursor
            reader.handle(.nextWord)
            try #require(reader.cursor != before, "no なる in the text")
        }
    }

    @Test func theChoiceOutlivesTheBrowserAndIsKeptByItsJMdictSequence() throws {
        let library = InMemoryReadingLibrary()
        let first = try browser(library: library)
        guard case .readingList(let list) = first.stack.top else { throw ReaderTestFailure(top: first.breadcrumb) }
        list.paste(Self.text)
        let reader = try reader(first)
        try onNaru(reader)
        let guess = try #require(reader.selectedWord?.headword)
        let other = try #require(reader.selectedCandidates.first { $0.headword != guess })
        while reader.selectedWord?.headword != other.headword { reader.handle(.nextEntry) }
        first.handle(.back)

        #expect(library.entryChoices().saved == [EntryChoice(dictionaryForm: "なる", surface: "なる", sequence: other.sequence)])

        let second = try browser(library: library)
        second.handle(.cursor(.select))
        let again = try self.reader(second)
        try onNaru(again)
        #expect(again.selectedWord?.headword == other.headword, "the choice, after a restart")
    }

    @Test func theChoiceHoldsInAnotherText() throws {
        let library = InMemoryReadingLibrary()
        let browser = try browser(library: library)
        guard case .readingList(let list) = browser.stack.top else { throw ReaderTestFailure(top: browser.breadcrumb) }
        list.paste(Self.text)
        try onNaru(reader(browser))
        let guess = try #require(try reader(browser).selectedWord?.headword)
        try reader(browser).handle(.nextEntry)
        let chosen = try #require(try reader(browser).selectedWord?.headword)
        #expect(chosen != guess)
        browser.handle(.back)

        guard case .readingList(let again) = browser.stack.top else { throw ReaderTestFailure(top: browser.breadcrumb) }
        again.paste("明日は晴れになる。")
        let second = try reader(browser)
        try onNaru(second)
        #expect(second.selectedWord?.headword == chosen, "chosen in the first text, the default in the second")
        #expect(second.selectedCandidates.first?.headword == guess, "the segmenter's own guess there is the first text's")
    }

    @Test func choosingTheGuessAgainTakesTheSavedChoiceBack() throws {
        let library = InMemoryReadingLibrary()
        let browser = try browser(library: library)
        guard case .readingList(let list) = browser.stack.top else { throw ReaderTestFailure(top: browser.breadcrumb) }
        list.paste(Self.text)
        try onNaru(reader(browser))
        try reader(browser).handle(.nextEntry)
        browser.handle(.back)
        let entry = try #require(library.entries(offset: 0, limit: 1).first)
        #expect(library.entryChoices().saved.count == 1)

        browser.handle(.cursor(.select))
        let again = try reader(browser)
        try onNaru(again)
        again.handle(.previousEntry)
        browser.handle(.back)
        #expect(library.entryChoices().isEmpty, "the segmenter's own entry again: nothing left to keep")
        #expect(library.entries(offset: 0, limit: 1).first?.id == entry.id)
    }
}
