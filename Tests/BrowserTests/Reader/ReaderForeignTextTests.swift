import Testing
import Browser
import KanjiKit
import Segmentation
import TestResources
import TestSupport

/// Issue 32 §2 in the reader: `w` and `b` go from Japanese word to Japanese word, past the English, code and
/// addresses of a technical text, and the header's share known counts only Japanese words.
@Suite struct ReaderForeignTextTests {
    static let text = "std::vectorを使うとメモリが増える。\nこのisは英語です。\n詳しくは https://example.com/docs を見てください。"

    private func reader(study: InMemoryStudyDeck = InMemoryStudyDeck()) throws -> ReaderViewModel {
        try ReaderFixture.pasted(Self.text, study: study, columns: 60).reader
    }

    @Test func wAndBSkipLatinLettersCodeAndAddresses() throws {
        let reader = try reader()
        var forward = [reader.selectedWord?.surface]
        for _ in 0..<7 {
            reader.handle(.nextWord)
            forward.append(reader.selectedWord?.surface)
        }
        #expect(forward == ["使う", "メモリ", "増える", "この", "英語", "詳しく", "見てください", "見てください"])
        var backward: [String?] = []
        for _ in 0..<3 {
            reader.handle(.previousWord)
            backward.append(reader.selectedWord?.surface)
        }
        #expect(backward == ["詳しく", "英語", "この"])
    }

    @Test func theShareKnownCountsOnlyJapaneseWords() throws {
        let study = try ReaderFixture.deck(knowing: [("使う", "つかう"), ("メモリー", "メモリー"), ("増える", "ふえる"), ("この", "この"),
                                                      ("英語", "えいご"), ("詳しい", "くわしい"), ("見る", "みる")])
        let reader = try reader(study: study)
        while !reader.isCounted { reader.tick() }
        #expect(reader.statusText.hasSuffix("known 100% of words, 100% distinct"), "\(reader.statusText)")
    }
}
