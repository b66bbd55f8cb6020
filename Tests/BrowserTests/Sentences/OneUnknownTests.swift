import Testing
import Browser
import Coordination
import FSRS
import KanjiKit
import Segmentation
import TestResources
import TestSupport

/// The i+1 screen (issue 47): `s` on the Read tab lists the library's sentences with exactly one unknown word, best
/// first, as `kanji-tui sentences --i1` does; Enter reads one in its text, `a` keeps its word with it and `u` takes
/// that back; popping the list frees its coordinator.
@Suite struct OneUnknownTests {
    static let first = "猫が好きだ。本を読む。"
    static let second = "犬は本を見た。猫は本を読む。"
    /// Known: every word of the two texts but 猫 and 犬.
    static let known = [("本", "ほん"), ("好き", "すき"), ("読む", "よむ"), ("見る", "みる")]

    /// A browser whose library holds the two texts, on the i+1 screen with its texts indexed.
    static func opened(study: InMemoryStudyDeck? = nil, library: InMemoryReadingLibrary = InMemoryReadingLibrary(),
                       speech: RecordingSpeech = RecordingSpeech()) throws -> (KanjiBrowser, OneUnknownViewModel) {
        _ = try library.addPasted(Self.first, title: "first", now: Timestamp(secondsSince1970: 1))
        _ = try library.addPasted(Self.second, title: "second", now: Timestamp(secondsSince1970: 2))
        let browser = try KanjiBrowser.inMemory(store: ReaderTests.store, study: study ?? ReaderFixture.deck(knowing: Self.known), library: library,
                                                speech: speech)
        browser.handle(.selectTab(AppTab.read.rawValue))
        browser.handle(.follow(.oneUnknownSentences))
        guard case .oneUnknownSentences(let list) = browser.stack.top else { throw ReaderTestFailure(top: browser.breadcrumb) }
        var frames = 0
        while list.tickInterval != nil, frames < 10 {
            list.tick()
            frames += 1
        }
        #expect(frames == 2, "one text indexed per frame")
        return (browser, list)
    }

    @Test func theSentencesWithOneUnknownWordAreListedBestFirst() throws {
        let (browser, list) = try Self.opened()
        #expect(browser.location == AppLink(tab: .read, routes: [.oneUnknownSentences]))
        let rows = list.sentences.map { "\($0.context.sentence) \($0.word.headword) \($0.entry.title)" }
        #expect(Set(rows) == ["猫が好きだ。 猫 first", "猫は本を読む。 猫 second", "犬は本を見た。 犬 second"], "\(rows)")
        #expect(list.sentences.map(\.word.entryNumber) == list.sentences.map(\.word.entryNumber).sorted(), "the commonest unknown word first")
        let cat = try #require(list.sentences.first { $0.word.headword == "猫" })
        #expect(String(cat.context.parts.word) == "猫")
        #expect(list.statusText == "1/3")
    }

    @Test func theIndexesAreKeptForTheNextOpening() throws {
        let (browser, list) = try Self.opened()
        browser.handle(.back)
        browser.handle(.follow(.oneUnknownSentences))
        guard case .oneUnknownSentences(let again) = browser.stack.top else { throw ReaderTestFailure(top: browser.breadcrumb) }
        #expect(again.tickInterval == nil, "nothing left to index: listed at once")
        #expect(again.sentences == list.sentences)
    }

    @Test func enterReadsTheSentenceInItsText() throws {
        let library = InMemoryReadingLibrary()
        let (browser, list) = try Self.opened(library: library)
        let target = try #require(list.sentences.first { $0.context.sentence == "猫は本を読む。" })
        let index = try #require(list.sentences.firstIndex(of: target))
        while list.cursor.index < index { list.handle(CursorCommand.down) }
        browser.handle(.cursor(.select))
        guard case .reader(let reader) = browser.stack.top else { throw ReaderTestFailure(top: browser.breadcrumb) }
        #expect(target.position == Self.second.utf8.count - "猫は本を読む。".utf8.count)
        #expect(reader.position == target.position, "the reader opens at the sentence")
        let stored = try #require(library.entries(offset: 0, limit: 2).first { $0.title == "second" })
        #expect(stored.position == target.position)
        browser.handle(.back)
        guard case .oneUnknownSentences(let back) = browser.stack.top else { throw ReaderTestFailure(top: browser.breadcrumb) }
        #expect(back === list)
    }

    @Test func aKeepsTheWordWithItsSentenceAndUTakesItBack() throws {
        let study = try ReaderFixture.deck(knowing: Self.known)
        let (_, list) = try Self.opened(study: study)
        let dog = try #require(list.sentences.firstIndex { $0.word.headword == "犬" })
        while list.cursor.index < dog { list.handle(CursorCommand.down) }
        list.handle(.keep)
        let card = try #require(study.card(for: .word(headword: "犬", reading: "いぬ")))
        #expect(card.context?.sentence == "犬は本を見た。")
        #expect(card.context.map { String($0.parts.word) } == "犬")
        #expect(card.context?.source == "second")
        #expect(list.isKept(list.sentences[dog]))
        #expect(list.statusText.contains("added to study"), "\(list.statusText)")
        list.handle(.undo)
        #expect(study.card(for: .word(headword: "犬", reading: "いぬ")) == nil)
        #expect(!list.isKept(list.sentences[dog]))
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
