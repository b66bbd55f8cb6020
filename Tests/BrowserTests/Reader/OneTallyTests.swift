import Testing
import Browser
import KanjiKit
import Segmentation
import FSRS
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

        expectHeader(of: reader, saying: analysis, knowledge: knowledge)
        let list = try unknownWords(of: browser)
        let unknown = analysis.words.filter { !known($0.headword, $0.reading) }
        #expect(list.words.map { [$0.firstUse.entryNumber, $0.count] } == unknown.map { [$0.entryNumber, $0.count] })
        #expect(list.vocabulary.distinctWords == analysis.words.count)
    }

    /// Issue 47: a text with a word marked known (猫), one ignored (犬), one studied to maturity (見る), one studied and
    /// young (好き) and a name (田中): the header, `analyze`'s count and `v` agree, the ignored word out of all three.
    @Test func knownIgnoredStudiedAndNameWordsAreCountedAlikeEverywhere() throws {
        let text = "田中さんは猫が好きです。\n猫を見る。犬も見た。\n犬だ。"
        let study = try ReaderFixture.deck(knowing: [("見る", "みる")])
        _ = try study.add(.word(headword: "好き", reading: "すき"), now: Timestamp(secondsSince1970: 0))
        let marks = InMemoryWordMarks([(headword: "猫", reading: "ねこ", mark: .known), (headword: "犬", reading: "いぬ", mark: .ignored)])
        let (browser, reader) = try ReaderFixture.pasted(text, study: study, store: Dataset.fullStore(), wordMarks: marks)
        while !reader.isCounted { reader.tick() }

        let segmenter = try browser.application.services.segmenter.segmenter.get()
        let knowledge = { (headword: String, reading: String) in
            WordKnowledge(card: study.card(for: .word(headword: headword, reading: reading))?.schedule,
                          mark: marks.mark(headword: headword, reading: reading))
        }
        let counted = TextAnalysis(reader.text, segmenter: segmenter)
        let analysis = counted.leavingOut { knowledge($0.headword, $0.reading) }
        #expect(analysis.ignored.map(\.headword) == ["犬"])
        #expect(analysis.names.map(\.name.written) == ["田中"])
        expectHeader(of: reader, saying: analysis, knowledge: knowledge)
        let list = try unknownWords(of: browser)
        let unknown = analysis.words.filter { knowledge($0.headword, $0.reading).countsAsUnknown }
        #expect(unknown.contains { $0.headword == "好き" } && !unknown.contains { ["猫", "見る", "犬"].contains($0.headword) })
        #expect(list.words.map { [$0.firstUse.entryNumber, $0.count] } == unknown.map { [$0.entryNumber, $0.count] })
        #expect(list.vocabulary.distinctWords == analysis.words.count, "犬 out of the words, as analyze leaves it out")
    }

    /// Expects the reader's header to give the shares known that `analysis` counts with `knowledge`, some but not all.
    private func expectHeader(of reader: ReaderViewModel, saying analysis: TextAnalysis,
                              knowledge: (String, String) -> WordKnowledge) {
        let shares = analysis.knownShares { knowledge($0.headword, $0.reading) }
        let percent = { (share: Double) in "\(Int((share * 100).rounded()))%" }
        #expect(shares.tokens > 0 && shares.tokens < 1)
        #expect(reader.statusText.hasSuffix("known \(percent(shares.tokens)) of words, \(percent(shares.words)) distinct"),
                "the header: \(reader.statusText)")
    }

    /// `v`: the text's unknown words, listed over the reader.
    private func unknownWords(of browser: KanjiBrowser) throws -> UnknownWordsViewModel {
        browser.listUnknownWords()
        guard case .unknownWords(let list) = browser.stack.top else { throw ReaderTestFailure(top: browser.breadcrumb) }
        return list
    }
}
