import Testing
import Browser
import KanjiKit
import Segmentation
import TestSupport

/// One tally (issue 46): `analyze`, the reader's header and `v` count a text's words with Segmentation's `WordTally`,
/// so they agree, as the README promises — also where the learner chose an entry for one way the text writes a word
/// and not for another (なる chosen as 生る, なった left as 成る: two words, as `analyze` always counted them).
@Suite struct OneTallyTests {
    static let text = "どうなるか。\n猫がなった。猫が見る。\n犬が見た。猫だ。"

    @Test func analyzeTheHeaderAndTheUnknownWordsAgree() throws {
        let study = try ReaderFixture.deck(knowing: [("猫", "ねこ")])
        let (browser, reader) = try ReaderFixture.pasted(Self.text, study: study, store: Dataset.fullStore())
        while reader.selectedWord?.surface != "なる" {
            let before = reader.cursor
            reader.handle(.nextWord)
            try #require(reader.cursor != before, "no なる in the text")
        }
        let found = try #require(reader.selectedWord)
        let presses = try #require(reader.selectedCandidates.firstIndex { $0.headword == "生る" }, "生る is no candidate of なる")
        for _ in 0..<presses { reader.handle(.nextEntry) }
        let chosen = try #require(reader.selectedWord)
        while !reader.isCounted { reader.tick() }

        let segmenter = try browser.application.services.segmenter.segmenter.get()
        let analysis = TextAnalysis(reader.text, segmenter: segmenter, choices: reader.entryChoices)
        let knowledge = { (headword: String, reading: String) in
            WordKnowledge(card: study.card(for: .word(headword: headword, reading: reading))?.schedule)
        }
        let known = { (headword: String, reading: String) in knowledge(headword, reading).isKnown }
        let counts = Dictionary(uniqueKeysWithValues: analysis.words.map { ($0.entryNumber, $0.count) })
        #expect(counts[chosen.entryNumber] == 1 && counts[found.entryNumber] == 1,
                "なる chosen as 生る, なった left as found (\(found.headword)): one use each, \(analysis.words.map(\.headword))")

        let shares = analysis.knownShares { knowledge($0.headword, $0.reading) }
        let percent = { (share: Double) in "\(Int((share * 100).rounded()))%" }
        #expect(shares.tokens > 0 && shares.tokens < 1)
        #expect(reader.statusText.hasSuffix("known \(percent(shares.tokens)) of words, \(percent(shares.words)) distinct"),
                "the header: \(reader.statusText)")

        browser.listUnknownWords()
        guard case .unknownWords(let list) = browser.stack.top else { throw ReaderTestFailure(top: browser.breadcrumb) }
        let unknown = analysis.words.filter { !known($0.headword, $0.reading) }
        #expect(list.words.map { [$0.firstUse.entryNumber, $0.count] } == unknown.map { [$0.entryNumber, $0.count] })
        #expect(list.vocabulary.distinctWords == analysis.words.count)
    }
}
