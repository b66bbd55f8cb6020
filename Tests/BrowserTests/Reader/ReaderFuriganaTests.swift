import Testing
import Browser
import KanjiKit
import Segmentation
import TestResources
import TestSupport

/// Furigana on demand (issue 32 §3): `f` puts each kanji word's reading over it on the visible lines, then only over
/// the words not known yet, then takes it away; the ruby of a screen costs that screen.
@Suite struct ReaderFuriganaTests {
    private func reader(_ text: String, study: InMemoryStudyDeck = InMemoryStudyDeck()) throws -> (KanjiBrowser, ReaderViewModel) {
        try ReaderFixture.pasted(text, study: study)
    }

    @Test func offByDefaultThenOverEveryKanjiWordThenOnlyTheUnknownThenOff() throws {
        let study = try ReaderFixture.deck(knowing: [("彼", "かれ")])
        let (_, reader) = try reader("彼は本を見ていた。", study: study)
        #expect(reader.furigana == .off)
        #expect(reader.visibleLines[0].ruby.isEmpty)

        reader.handle(.cycleFurigana)
        #expect(reader.furigana == .everyWord)
        #expect(reader.statusText == "Furigana on (f: only unknown words)")
        #expect(reader.visibleLines[0].ruby.map(\.text) == ["かれ", "ほん", "み"])
        // Centred over its kanji: 彼 at columns 0–1, かれ over 0–3; 本 at 4–5 (after は), ほん a column clear of かれ;
        // 見 at 8–9, み after ほん's gap.
        #expect(reader.visibleLines[0].ruby.map(\.column) == [0, 5, 10])

        reader.handle(.cycleFurigana)
        #expect(reader.furigana == .unknownWords)
        #expect(reader.visibleLines[0].ruby.map(\.text) == ["ほん", "み"], "彼, mature and known, is left bare")

        reader.handle(.cycleFurigana)
        #expect(reader.furigana == .off)
        #expect(reader.visibleLines[0].ruby.isEmpty)
    }

    @Test func theRubyFollowsTheEntryChosenWithE() throws {
        let (_, reader) = try reader("この値を入力する。")
        reader.handle(.nextWord)
        #expect(reader.selectedWord?.surface == "値")
        reader.handle(.cycleFurigana)
        let before = try #require(reader.visibleLines[0].ruby.first?.text)
        #expect(before == reader.selectedWord?.reading)
        for _ in 0..<reader.selectedCandidates.count where reader.selectedWord?.reading == before { reader.handle(.nextEntry) }
        let chosen = try #require(reader.selectedWord?.reading)
        #expect(chosen != before, "値 may be read あたい or ね")
        #expect(reader.visibleLines[0].ruby.first?.text == chosen)
    }

    @Test func aLongTextsRubyCostsTheScreenNotTheText() throws {
        let (browser, reader) = try reader(String(repeating: "猫が窓から外を見ていた。\n", count: 5_000))
        let segmenter = try browser.application.services.segmenter.segmenter.get()
        reader.handle(.cycleFurigana)
        let rows = reader.visibleLines
        #expect(segmenter.linesSegmented <= 11, "furigana on a screen of 10 rows segmented \(segmenter.linesSegmented) lines")
        #expect(rows.count == 10)
        #expect(rows.allSatisfy { $0.ruby.map(\.text) == ["ねこ", "まど", "そと", "み"] })
        #expect(rows.reduce(0) { $0 + $1.ruby.count } == 40, "four kanji words a row, ten rows: forty readings, none more")
    }
}
