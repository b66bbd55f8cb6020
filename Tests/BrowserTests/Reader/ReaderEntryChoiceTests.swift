import Testing
import Browser
import KanjiKit
import Segmentation
import TestSupport

/// Issue 32 §1, every entry one key away: `e`/`E` cycle through every JMdict entry the word under the cursor may
/// be (なる: 成る, 鳴る, 生る…), wrapping around; the chosen entry is what the pane shows, Enter opens and `a` keeps,
/// for every use of the word in the text, and again when the text is opened again in the same run.
@Suite struct ReaderEntryChoiceTests {
    static let text = "どうなるか。\n先生になる。\n図書館で勉強した。"

    private func reader(_ browser: KanjiBrowser) throws -> ReaderViewModel {
        guard case .reader(let reader) = browser.stack.top else { throw ReaderTestFailure(top: browser.breadcrumb) }
        return reader
    }

    private func pasted(study: InMemoryStudyDeck = InMemoryStudyDeck()) throws -> KanjiBrowser {
        let browser = try KanjiBrowser.inMemory(store: Dataset.fullStore(), study: study, library: InMemoryReadingLibrary())
        browser.handle(.selectTab(AppTab.read.rawValue))
        guard case .readingList(let list) = browser.stack.top else { throw ReaderTestFailure(top: browser.breadcrumb) }
        list.paste(Self.text)
        try reader(browser).handle(.resize(columns: 40, rows: 10))
        return browser
    }

    /// Moves the cursor to the first なる of the text.
    private func onNaru(_ reader: ReaderViewModel) throws {
        while reader.selectedWord?.surface != "なる" {
            let before = reader.cursor
            reader.handle(.nextWord)
            try #require(reader.cursor != before, "no なる in the text")
        }
    }

    /// Presses `e` until the word under the cursor is written `headword`; returns how many presses it took.
    private func cycle(_ reader: ReaderViewModel, to headword: String) throws -> Int {
        let index = try #require(reader.selectedCandidates.firstIndex { $0.headword == headword }, "\(headword) is not a candidate")
        for _ in 0..<index { reader.handle(.nextEntry) }
        return index
    }

    @Test func eCyclesThroughEveryEntryWithItsPlaceAndWrapsAround() throws {
        let reader = try reader(try pasted())
        try onNaru(reader)
        let candidates = reader.selectedCandidates
        let headwords = Set(candidates.map(\.headword))
        #expect(candidates.count >= 4, "\(candidates)")
        #expect(headwords.isSuperset(of: ["生る", "鳴る"]), "\(headwords)")
        #expect(reader.selectedCandidateIndex == 0)
        #expect(reader.selectedWord?.entryNumber == candidates[0].entryNumber, "the segmenter's own guess first")
        reader.handle(.nextEntry)
        #expect(reader.selectedCandidateIndex == 1)
        #expect(reader.selectedWord?.headword == candidates[1].headword)
        #expect(reader.selectedEntry?.rank == candidates[1].entryNumber + 1, "the pane shows the chosen entry")
        #expect(reader.selectedWord?.surface == "なる", "the text's word is the same")
        for _ in 1..<candidates.count { reader.handle(.nextEntry) }
        #expect(reader.selectedCandidateIndex == 0, "after the last, the first again")
        reader.handle(.previousEntry)
        #expect(reader.selectedCandidateIndex == candidates.count - 1, "E before the first is the last")
        #expect(reader.selectedWord?.headword == candidates[candidates.count - 1].headword)
        reader.handle(.previousEntry)
        #expect(reader.selectedCandidateIndex == candidates.count - 2)
    }

    @Test func aWordOfOneEntrySaysSoAndStays() throws {
        let reader = try reader(try pasted())
        reader.handle(.down)
        reader.handle(.down)
        let word = try #require(reader.selectedWord)
        try #require(reader.selectedCandidates.count <= 1, "\(word.headword) has \(reader.selectedCandidates.count) entries")
        reader.handle(.nextEntry)
        #expect(reader.selectedWord == word)
        #expect(reader.statusText.contains("no other entry"))
    }

    @Test func enterOpensTheChosenEntry() throws {
        let browser = try pasted()
        let reader = try reader(browser)
        try onNaru(reader)
        let index = try cycle(reader, to: "鳴る")
        let chosen = reader.selectedCandidates[index]
        browser.handle(.cursor(.select))
        #expect(browser.location.routes.last == .wordDetail(rank: chosen.entryNumber + 1))
        browser.handle(.back)
        #expect(try self.reader(browser).selectedWord?.headword == "鳴る", "Back returns to the word as chosen")
    }

    @Test func aKeepsTheChosenEntryWithTheSentence() throws {
        let study = InMemoryStudyDeck()
        let browser = try pasted(study: study)
        let reader = try reader(browser)
        try onNaru(reader)
        let found = try #require(reader.selectedWord)
        _ = try cycle(reader, to: "生る")
        reader.handle(.keep)
        let card = try #require(study.card(for: .word(headword: "生る", reading: "なる")))
        #expect(card.context?.sentence == "どうなるか。")
        #expect(card.context.map { String($0.parts.word) } == "なる")
        #expect(study.card(for: .word(headword: found.headword, reading: found.reading)) == nil, "the segmenter's guess is not kept")
        #expect(reader.selectedKnowledge == .new, "the pane's state is the chosen entry's")
    }

    /// The header's shares and `v`'s list follow the choice: with 生る known, なる chosen as 生る is known there, and
    /// `v` lists the word as chosen — before, both still asked of the segmenter's guess (成る, unknown).
    @Test func theHeaderAndTheUnknownWordsCountTheChosenEntry() throws {
        let browser = try pasted(study: ReaderFixture.deck(knowing: [("生る", "なる")]))
        let reader = try reader(browser)
        while !reader.isCounted { reader.tick() }
        let before = reader.statusText
        #expect(before.contains("known 0% of words"), "the guess, 成る, is not known: \(before)")
        try onNaru(reader)
        _ = try cycle(reader, to: "生る")
        let after = reader.statusText
        #expect(!after.contains("known 0% of words"), "生る is known: \(after)")
        browser.listUnknownWords()
        guard case .unknownWords(let list) = browser.stack.top else { throw ReaderTestFailure(top: browser.breadcrumb) }
        #expect(!list.words.contains { $0.firstUse.surface == "なる" }, "なる, chosen as the known 生る, is not unknown")
        browser.handle(.back)
        reader.handle(.nextEntry)
        browser.listUnknownWords()
        guard case .unknownWords(let again) = browser.stack.top else { throw ReaderTestFailure(top: browser.breadcrumb) }
        let naru = try #require(again.words.first { $0.firstUse.surface == "なる" }, "chosen as another entry, なる is unknown")
        #expect(naru.firstUse.entryNumber == reader.selectedWord?.entryNumber, "listed as chosen")
    }

    @Test func theChoiceHoldsForTheWordThroughoutTheTextAndWhenItIsOpenedAgain() throws {
        let browser = try pasted()
        let reader = try reader(browser)
        try onNaru(reader)
        _ = try cycle(reader, to: "生る")
        reader.handle(.down)
        while reader.selectedWord?.surface != "なる" { reader.handle(.nextWord) }
        #expect(reader.cursor?.block == 1)
        #expect(reader.selectedWord?.headword == "生る", "the same word elsewhere in the text")
        browser.handle(.back)
        browser.handle(.cursor(.select))
        let again = try self.reader(browser)
        #expect(again !== reader)
        again.handle(.resize(columns: 40, rows: 10))
        try onNaru(again)
        #expect(again.selectedWord?.headword == "生る", "remembered for the text while the app runs")
    }
}
