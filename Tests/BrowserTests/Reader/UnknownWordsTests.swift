import Testing
import Browser
import Coordination
import KanjiKit
import Segmentation
import TestResources
import TestSupport

/// The unknown words of a text (issue 32 §3): `v` in the reader lists the words not known yet, most used first, as
/// `analyze --unknown` does; Enter opens one, Back returns to the list; `a` keeps one with the sentence of its first
/// use and the text's name; popping the list frees its coordinator.
@Suite struct UnknownWordsTests {
    static let text = "猫が窓から外を見ていた。\n猫は本を読む。彼は猫が好きだ。\n本を見た。"

    private func opened(study: InMemoryStudyDeck = InMemoryStudyDeck(), library: InMemoryReadingLibrary = InMemoryReadingLibrary())
        throws -> (KanjiBrowser, UnknownWordsViewModel) {
        let browser = try KanjiBrowser.inMemory(store: ReaderTests.store, study: study, library: library)
        browser.handle(.selectTab(AppTab.read.rawValue))
        guard case .readingList(let list) = browser.stack.top else { throw ReaderTestFailure(top: browser.breadcrumb) }
        list.paste(Self.text)
        browser.listUnknownWords()
        guard case .unknownWords(let words) = browser.stack.top else { throw ReaderTestFailure(top: browser.breadcrumb) }
        return (browser, words)
    }

    @Test func vListsTheWordsNotKnownMostUsedFirstWithoutTheKnownOnes() throws {
        let study = try ReaderFixture.deck(knowing: [("本", "ほん")])
        let library = InMemoryReadingLibrary()
        let (browser, list) = try opened(study: study, library: library)
        let entry = try #require(library.entries(offset: 0, limit: 1).first)
        #expect(browser.location == AppLink(tab: .read, routes: [.reader(entry), .unknownWords(entry)]))
        let headwords = list.words.map(\.firstUse.headword)
        #expect(headwords.first == "猫", "猫 is used three times, more than any other word: \(headwords)")
        #expect(list.words.first?.count == 3)
        #expect(headwords.contains("見る") && list.words.first { $0.firstUse.headword == "見る" }?.count == 2)
        #expect(!headwords.contains("本"), "本 is known (reviewed): not listed")
        #expect(list.words.map(\.count) == list.words.map(\.count).sorted(by: >))
        #expect(list.vocabulary.distinctWords == list.words.count + 1)
    }

    @Test func enterOpensTheWordAndBackReturnsToTheList() throws {
        let library = InMemoryReadingLibrary()
        let (browser, list) = try opened(library: library)
        let entry = try #require(library.entries(offset: 0, limit: 1).first)
        let cat = try #require(list.selectedWord)
        browser.handle(.cursor(.select))
        #expect(browser.location == AppLink(tab: .read, routes: [.reader(entry), .unknownWords(entry), .wordDetail(rank: cat.firstUse.entryNumber + 1)]))
        browser.handle(.back)
        guard case .unknownWords(let back) = browser.stack.top else { throw ReaderTestFailure(top: browser.breadcrumb) }
        #expect(back === list)
    }

    @Test func aKeepsTheWordWithTheSentenceOfItsFirstUseAndTheTextsName() throws {
        let study = InMemoryStudyDeck()
        let (_, list) = try opened(study: study)
        list.handle(CursorCommand.down)
        let word = try #require(list.selectedWord)
        #expect(!list.isKept(word))
        list.handle(.keep)
        let card = try #require(study.card(for: .word(headword: word.firstUse.headword, reading: word.firstUse.reading)))
        let firstLine = Self.text.split(separator: "\n").map(String.init)[word.block]
        #expect(card.context.map { firstLine.contains($0.sentence) } == true)
        #expect(card.context.map { String($0.parts.word) } == word.firstUse.surface)
        #expect(card.context?.source == "猫が窓から外を見ていた。")
        #expect(list.isKept(word))
        #expect(list.statusText.contains("added to study"), "\(list.statusText)")
    }

    @Test func uRightAfterATakesTheKeepBack() throws {
        let study = InMemoryStudyDeck()
        let (_, list) = try opened(study: study)
        let word = try #require(list.selectedWord)
        list.handle(.keep)
        #expect(list.isKept(word))
        list.handle(.undo)
        #expect(study.card(for: .word(headword: word.firstUse.headword, reading: word.firstUse.reading)) == nil)
        #expect(!list.isKept(word), "its ✓ goes with the card")
    }

    @Test func poppingTheListFreesItsCoordinator() throws {
        let counter = LiveCoordinatorCounter()
        try counter.counting {
            let (browser, screen, coordinator) = try { () throws -> (KanjiBrowser, Weak, Weak) in
                let (browser, list) = try opened()
                return (browser, Weak(list), Weak(list.coordinator))
            }()
            let withList = counter.count
            browser.handle(.back)
            #expect(screen.object == nil && coordinator.object == nil)
            #expect(counter.count == withList - 1, "the list's coordinator gone, and only it")
        }
    }

    /// A full address (issue 46): followed with no reader of the text on top — a link, a restored stack — the route
    /// reads and counts the text itself, and lists what `v` lists.
    @Test func theRouteWithoutAReaderOnTopReadsTheTextItself() throws {
        let library = InMemoryReadingLibrary()
        let (_, list) = try opened(library: library)
        let entry = try #require(library.entries(offset: 0, limit: 1).first)
        let browser = try KanjiBrowser.inMemory(store: ReaderTests.store, library: library)
        browser.handle(.selectTab(AppTab.read.rawValue))
        browser.handle(.follow(.unknownWords(entry)))
        guard case .unknownWords(let linked) = browser.stack.top else { throw ReaderTestFailure(top: browser.breadcrumb) }
        #expect(linked.words == list.words)
        #expect(browser.location == AppLink(tab: .read, routes: [.unknownWords(entry)]))
    }
}
