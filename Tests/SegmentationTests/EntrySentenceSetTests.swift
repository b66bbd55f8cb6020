import Testing
import KanjiKit
@testable import Segmentation

/// Issue 32 §4: the sentence set (``EntrySentenceSet``) run through the segmenter. Each sentence must give exactly
/// its expected words, in order, each the expected JMdict entry: a failure names the sentence and prints what was
/// found in the set's own notation, so a wrong entry reads as a diff.
@Suite struct EntrySentenceSetTests {
    /// One expected word, in the sets' notation (``WordNotation``).
    typealias Expected = WordNotation

    @Test(arguments: EntrySentenceSet.sentences)
    func everyContentWordIsItsExpectedEntry(_ sentence: EntrySentenceSet.Sentence) throws {
        let words = try SegmenterFixture.segmenter().words(in: sentence.text)
        let found = words.map(Expected.init)
        let expected = sentence.expected.split(separator: " ").map(Expected.init)
        #expect(found == expected, "\(sentence.text)\n  expected: \(expected.map(\.description).joined(separator: " "))\n  found:    \(found.map(\.description).joined(separator: " "))")
    }

    /// Each kanji headword comes with its reading, so every expectation names one entry, not a spelling several share.
    @Test func everyKanjiHeadwordHasItsReading() {
        for sentence in EntrySentenceSet.sentences {
            for notation in sentence.expected.split(separator: " ") where Expected(notation).needsReading {
                #expect(notation.contains("/"), "\(notation) in \(sentence.text)")
            }
        }
    }

    @Test func theSetHasAtLeast150SentencesOfEachKind() {
        #expect(EntrySentenceSet.sentences.count >= 150)
        for kind in EntrySentenceSet.Kind.allCases {
            #expect(EntrySentenceSet.sentences.filter { $0.kind == kind }.count >= 25, "\(kind)")
        }
    }

    /// Every wrong entry issue 32 names is a case of the set.
    @Test(arguments: ["あなた", "どうなるか", "先生になる", "バグ", "正しく", "ふたつ", "直して", "この値を入力", "あの人はだれですか",
                      "傘をさす", "is", "std", "x"])
    func theIssuesCasesAreInTheSet(_ part: String) {
        #expect(EntrySentenceSet.sentences.contains { $0.text.contains(part) })
    }
}
