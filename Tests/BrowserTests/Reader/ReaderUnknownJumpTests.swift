import Testing
import Browser
import KanjiKit
import Segmentation
import TestResources
import TestSupport

/// `n` and `N` in the reader (issue 32 §3): the next and the previous word not known yet, across lines, known words
/// passed over, grammar too (§2: no vocabulary to learn, drawn plain); at either end the cursor stays and the header
/// says so.
@Suite struct ReaderUnknownJumpTests {
    private func reader(knowing known: [(String, String)], text: String = "彼は本を見ていた。\n彼は猫が好きだ。") throws -> ReaderViewModel {
        try ReaderFixture.pasted(text, study: ReaderFixture.deck(knowing: known)).reader
    }

    @Test func nPassesOverKnownWordsAcrossLinesAndNComesBack() throws {
        let reader = try reader(knowing: [("彼", "かれ"), ("見る", "みる"), ("本", "ほん")])
        #expect(reader.selectedWord?.headword == "彼")
        reader.handle(.nextUnknown)
        #expect(reader.selectedWord?.headword == "猫", "本 and 見る known, 彼 known: the next unknown is on the next line")
        #expect(reader.cursor?.block == 1)
        reader.handle(.nextUnknown)
        #expect(reader.selectedWord?.headword == "好き")
        reader.handle(.previousUnknown)
        #expect(reader.selectedWord?.headword == "猫")
    }

    @Test func atTheEndTheCursorStaysAndTheHeaderSaysSo() throws {
        let reader = try reader(knowing: [])
        reader.handle(.end)
        let last = reader.cursor
        reader.handle(.nextUnknown)
        #expect(reader.cursor == last)
        #expect(reader.statusText.hasPrefix("No word you do not know after this one"), "\(reader.statusText)")
        reader.handle(.home)
        reader.handle(.previousUnknown)
        #expect(reader.statusText.hasPrefix("No word you do not know before this one"))
    }

    @Test func nPassesOverGrammarWhichIsDrawnPlainAndNamedInThePane() throws {
        let reader = try reader(knowing: [("彼", "かれ"), ("話す", "はなす")], text: "彼について話します。\n本を読むことができる。")
        reader.handle(.nextUnknown)
        #expect(reader.selectedWord?.headword == "本", "について is grammar, 話す known: the next unknown is 本")
        reader.handle(.home)
        reader.handle(.nextWord)
        let grammar = try #require(reader.selectedWord)
        #expect(grammar.headword == "について" && grammar.isGrammar)
        let pieces = try #require(reader.visibleLines.first).pieces
        let drawn = try #require(pieces.first { $0.isCursor })
        #expect(String(drawn.characters) == "について" && drawn.knowledge == nil, "grammar is drawn plain, not as a word to learn")
        #expect(pieces.contains { String($0.characters) == "話します" && $0.knowledge != nil })
    }

    /// A word reviewed on another tab is known when the Read tab is shown again: its colour, `n` and the header ask
    /// the study list afresh, not what it said before.
    @Test func aWordReviewedOnAnotherTabIsKnownWhenTheReadTabIsBack() throws {
        let study = InMemoryStudyDeck()
        let (browser, reader) = try ReaderFixture.pasted("彼は本を見ていた。", study: study)
        #expect(reader.selectedWord?.headword == "彼")
        #expect(reader.selectedKnowledge == .unknown)

        browser.handle(.selectTab(AppTab.study.rawValue))
        try ReaderFixture.keepMature(headword: "彼", reading: "かれ", in: study)
        browser.handle(.selectTab(AppTab.read.rawValue))

        #expect(browser.stack.top.interactive === reader)
        #expect(reader.selectedKnowledge?.isKnown == true, "\(String(describing: reader.selectedKnowledge))")
        reader.handle(.nextUnknown)
        #expect(reader.selectedWord?.headword == "本")
    }
}
