import Testing
import KanjiKit
@testable import Segmentation

/// The ranked entries a word of a text may be (`WordSegmenter.candidates(of:)`): what the reader's entry chooser
/// cycles through and `analyze --json` lists (issue 32 §1).
@Suite struct WordCandidateTests {
    private func word(_ dictionaryForm: String, in line: String) throws -> (WordSegmenter, TextWord) {
        let segmenter = try SegmenterFixture.segmenter()
        let word = try #require(segmenter.words(in: line).first { $0.dictionaryForm == dictionaryForm }, "\(dictionaryForm) in \(line)")
        return (segmenter, word)
    }

    @Test func theChosenEntryComesFirstAndTheOthersOfItsFormFollow() throws {
        let (segmenter, word) = try word("なる", in: "どうなるかわからない。")
        let candidates = segmenter.candidates(of: word)
        #expect(candidates.first?.entryNumber == word.entryNumber)
        #expect(candidates.first?.headword == "なる")
        let spellings = candidates.map { segmenter.entry($0.entryNumber)?.kanjiSpelling }
        #expect(spellings.prefix(3).contains("生る") && spellings.contains("鳴る"), "\(spellings)")
        #expect(Set(candidates.map(\.entryNumber)).count == candidates.count)
    }

    @Test func aWordReadInContextKeepsTheOtherReadingsAsCandidates() throws {
        let (segmenter, word) = try word("さす", in: "雨がふったら、傘をさす。")
        let headwords = segmenter.candidates(of: word).map(\.headword)
        #expect(headwords.first == "差す")
        #expect(headwords.contains("指す") && headwords.contains("刺す"), "\(headwords)")
    }

    @Test func aWordOfSeveralTokensListsTheEntriesOfItsForm() throws {
        let (segmenter, word) = try word("値", in: "この値を入力する。")
        let candidates = segmenter.candidates(of: word)
        #expect(candidates.map(\.reading).prefix(2) == ["あたい", "ね"])
        #expect(candidates.allSatisfy { $0.sequence > 0 })
    }

    @Test func aDistinctWordOfATextHasTheCandidatesOfItsFirstUse() throws {
        let segmenter = try SegmenterFixture.segmenter()
        let analysis = TextAnalysis(ReadingText("あなたは誰？\nあなたのバグ。", format: .plain), segmenter: segmenter)
        let you = try #require(analysis.words.first { $0.headword == "あなた" })
        #expect(you.count == 2)
        let candidates = segmenter.candidates(of: you)
        #expect(candidates.first?.entryNumber == you.entryNumber)
        #expect(candidates.contains { segmenter.entry($0.entryNumber)?.kanjiSpelling == "彼方" })
    }
}
