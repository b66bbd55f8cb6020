import Testing
import Browser
import Coordination
import FSRS
import KanjiKit
import Segmentation
import TestResources
import TestSupport

/// The words to learn next (issue 47): `w` on the Read tab lists the library's unknown words as `kanji-tui sentences
/// --next` does — most used first, then in more texts — each with the coverage knowing it brings; Enter opens its
/// page, `a` keeps it with its first sentence, `K`/`I` mark it, `A` keeps the first N in one step, and `u` takes any of
/// them back, a batch whole; the list reads its rows a page at a time; popping it frees its coordinator.
@Suite struct LearnNextTests {
    /// 猫 is used twice, in both texts; 犬 once, in the second. Every other word is known or grammar.
    static let first = "猫が好きだ。本を読む。"
    static let second = "犬は本を見た。猫は本を読む。"
    /// Known: every word of the two texts but 猫 and 犬.
    static let known = [("本", "ほん"), ("好き", "すき"), ("読む", "よむ"), ("見る", "みる")]

    /// A browser whose library holds the two texts, on the screen with its texts indexed.
    static func opened(study: InMemoryStudyDeck? = nil, marks: InMemoryWordMarks = InMemoryWordMarks())
        throws -> (KanjiBrowser, LearnNextViewModel) {
        let library = InMemoryReadingLibrary()
        _ = try library.addPasted(Self.first, title: "first", now: Timestamp(secondsSince1970: 1))
        _ = try library.addPasted(Self.second, title: "second", now: Timestamp(secondsSince1970: 2))
        let browser = try KanjiBrowser.inMemory(store: ReaderTests.store, study: study ?? ReaderFixture.deck(knowing: Self.known),
                                                library: library, wordMarks: marks)
        browser.handle(.selectTab(AppTab.read.rawValue))
        browser.handle(.follow(.learnNext))
        guard case .learnNext(let list) = browser.stack.top else { throw ReaderTestFailure(top: browser.breadcrumb) }
        #expect(list.count == 0 && list.progress?.of == 2, "nothing listed before the texts are indexed")
        var frames = 0
        while list.tickInterval != nil, frames < 10 {
            list.tick()
            frames += 1
        }
        #expect(frames == 2, "one text indexed per frame")
        list.setVisibleRows(10)
        return (browser, list)
    }

    /// The rows' words, as headwords.
    static func words(_ list: LearnNextViewModel) -> [String] {
        (0..<list.count).compactMap { list.row(at: $0)?.word.headword }
    }

    @Test func theUnknownWordsAreListedMostUsedFirstWithTheCoverageEachBrings() throws {
        let (browser, list) = try Self.opened()
        #expect(browser.location == AppLink(tab: .read, routes: [.learnNext]))
        #expect(Self.words(list) == ["猫", "犬"])
        #expect(list.textCount == 2)
        let cat = try #require(list.row(at: 0))
        #expect(cat.word.reading == "ねこ")
        #expect(cat.occurrences == 2 && cat.texts.count == 2)
        #expect(cat.gloss.contains("cat"), "\(cat.gloss)")
        // "first" has three words of vocabulary (猫, 好き, 本, 読む: four), 猫 its one unknown: 75 % → 100 %, the
        // most any text gains from it.
        let helped = try #require(cat.mostHelped)
        #expect(NextWordRow.coverageText(helped) == "first 75.0 → 100.0 %")
        #expect(list.state(of: cat) == .toLearn)
        #expect(list.statusText == "1/2")
    }

    @Test func theIndexesAreKeptForTheNextOpening() throws {
        let (browser, list) = try Self.opened()
        browser.handle(.back)
        browser.handle(.follow(.learnNext))
        guard case .learnNext(let again) = browser.stack.top else { throw ReaderTestFailure(top: browser.breadcrumb) }
        #expect(again.tickInterval == nil, "nothing left to index: listed at once")
        #expect(Self.words(again) == Self.words(list))
    }

    @Test func enterOpensTheWordsPage() throws {
        let (browser, list) = try Self.opened()
        let dog = try #require(list.row(at: 1))
        list.handle(CursorCommand.down)
        browser.handle(.cursor(.select))
        #expect(browser.location == AppLink(tab: .read, routes: [.learnNext, .wordDetail(rank: dog.word.entryNumber + 1)]))
        browser.handle(.back)
        guard case .learnNext(let back) = browser.stack.top else { throw ReaderTestFailure(top: browser.breadcrumb) }
        #expect(back === list)
    }

    @Test func aKeepsTheWordWithItsFirstSentenceAndUTakesItBack() throws {
        let study = try ReaderFixture.deck(knowing: Self.known)
        let (_, list) = try Self.opened(study: study)
        list.handle(CursorCommand.down)
        list.handle(.keep)
        let card = try #require(study.card(for: .word(headword: "犬", reading: "いぬ")))
        #expect(card.context?.sentence == "犬は本を見た。")
        #expect(card.context.map { String($0.parts.word) } == "犬")
        #expect(card.context?.source == "second")
        let dog = try #require(list.row(at: 1))
        #expect(list.state(of: dog) == .kept, "the row stays, saying so")
        #expect(Self.words(list) == ["猫", "犬"])
        #expect(list.statusText.contains("added to study"), "\(list.statusText)")
        list.handle(.undo)
        #expect(study.card(for: .word(headword: "犬", reading: "いぬ")) == nil)
        #expect(list.state(of: dog) == .toLearn)
    }

    @Test func kMarksTheWordKnownTheRowSaysSoAndUTakesItBack() throws {
        let marks = InMemoryWordMarks()
        let (_, list) = try Self.opened(marks: marks)
        list.handle(.markKnown)
        let cat = try #require(list.row(at: 0))
        #expect(marks.mark(headword: "猫", reading: "ねこ") == .known)
        #expect(list.state(of: cat) == .known)
        #expect(list.statusText.contains("marked known"), "\(list.statusText)")
        list.handle(.undo)
        #expect(marks.mark(headword: "猫", reading: "ねこ") == nil)
        #expect(list.state(of: cat) == .toLearn)
        list.handle(.markIgnored)
        #expect(marks.mark(headword: "猫", reading: "ねこ") == .ignored)
        #expect(list.state(of: cat) == .ignored)
    }

    @Test func aCapitalKeepsTheFirstNNotKeptYetInOneStepAndUTakesTheBatchBack() throws {
        let study = try ReaderFixture.deck(knowing: Self.known)
        let (browser, list) = try Self.opened(study: study)
        let cat = LookupItem.word(headword: "猫", reading: "ねこ")
        let dog = LookupItem.word(headword: "犬", reading: "いぬ")
        list.handle(.askHowMany)
        #expect(list.prompt != nil)
        #expect(list.promptStatus.contains("Enter: 10"), "\(list.promptStatus)")
        browser.handle(.prompt(.insert("1")))
        browser.handle(.prompt(.accept))
        #expect(list.prompt == nil)
        // The first of the list, with its first sentence in the library's order (the last opened text first).
        #expect(study.card(for: cat)?.context?.sentence == "猫は本を読む。")
        #expect(study.card(for: cat)?.context?.source == "second")
        #expect(study.card(for: dog) == nil)
        #expect(list.statusText.hasPrefix("1 word kept"), "\(list.statusText)")
        // Again, with Enter alone (ten): the first word is kept already, so the next ones are, and there is only one.
        list.handle(.askHowMany)
        browser.handle(.prompt(.accept))
        #expect(study.card(for: dog) != nil)
        #expect(list.statusText == "1 word kept for study with its sentence (no other word left to keep); u takes it back", "\(list.statusText)")
        list.handle(.undo)
        #expect(study.card(for: dog) == nil && study.card(for: cat) != nil, "u takes back the last batch, not the one before")
        // Both at once, taken back whole.
        list.handle(.undo)
        list.handle(.askHowMany)
        browser.handle(.prompt(.insert("5")))
        browser.handle(.prompt(.accept))
        #expect(list.statusText.hasPrefix("1 word kept"), "猫 stays kept from the first batch: \(list.statusText)")
        list.handle(.undo)
        #expect(study.card(for: dog) == nil)
        #expect(list.state(of: try #require(list.row(at: 1))) == .toLearn)
        #expect(list.state(of: try #require(list.row(at: 0))) == .kept)
    }

    @Test func aBatchOfEveryWordIsTakenBackInOneStep() throws {
        let study = try ReaderFixture.deck(knowing: Self.known)
        let (browser, list) = try Self.opened(study: study)
        list.handle(.askHowMany)
        browser.handle(.prompt(.accept))
        #expect(list.statusText.hasPrefix("2 words kept for study with their sentences (no other word left to keep)"), "\(list.statusText)")
        #expect((0..<2).allSatisfy { list.row(at: $0).map(list.state(of:)) == .kept })
        list.handle(.undo)
        #expect(list.statusText == "Took 2 items off the study list again")
        #expect(study.card(for: .word(headword: "猫", reading: "ねこ")) == nil && study.card(for: .word(headword: "犬", reading: "いぬ")) == nil)
        #expect((0..<2).allSatisfy { list.row(at: $0).map(list.state(of:)) == .toLearn })
    }

    @Test func aQuestionAnsweredWithoutANumberKeepsNothingAndBackClosesIt() throws {
        let study = try ReaderFixture.deck(knowing: Self.known)
        let (browser, list) = try Self.opened(study: study)
        let before = study.count()
        list.handle(.askHowMany)
        browser.handle(.prompt(.insert("x")))
        #expect(list.promptStatus == "a number of words, 1 or more")
        browser.handle(.prompt(.accept))
        #expect(list.statusText == "Nothing kept: x is not a number of words")
        list.handle(.askHowMany)
        browser.handle(.back)
        #expect(list.prompt == nil)
        #expect(browser.location == AppLink(tab: .read, routes: [.learnNext]), "Back closed the question, not the screen")
        #expect(study.count() == before)
    }

    /// O(visible): the screen reads the rows in view and a page either side, never the whole list — on a list of
    /// 100,000 rows (the fixture's first row, repeated), counted.
    @Test func theListIsReadAPageAtATime() throws {
        let (_, opened) = try Self.opened()
        let row = try #require(opened.row(at: 0))
        var read = 0
        let rows = PagedList<NextWordRow>(count: 100_000, read: { range in
            read += range.count
            return range.map { _ in row }
        }, position: { _ in nil })
        let list = LearnNextViewModel(texts: 0, coordinator: nil)
        list.show(rows, texts: 1)
        list.setVisibleRows(20)
        for index in list.cursor.visibleRange { _ = list.row(at: index) }
        #expect(read == 40, "the 20 rows in view and a page below them")
        list.handle(CursorCommand.end)
        for index in list.cursor.visibleRange { _ = list.row(at: index) }
        #expect(read == 80, "the last 20 and a page above them")
        list.handle(CursorCommand.up)
        for index in list.cursor.visibleRange { _ = list.row(at: index) }
        #expect(read == 80, "a move within the page read reads nothing")
    }

    @Test func poppingTheListFreesItsCoordinator() throws {
        let counter = LiveCoordinatorCounter()
        try counter.counting {
            let (browser, screen, coordinator) = try { () throws -> (KanjiBrowser, Weak, Weak) in
                let (browser, list) = try Self.opened()
                return (browser, Weak(list), Weak(list.coordinator))
            }()
            let withList = counter.count
            browser.handle(.back)
            #expect(screen.object == nil && coordinator.object == nil)
            #expect(counter.count == withList - 1, "the list's coordinator gone, and only it")
        }
    }
}
