import Testing
import KanjiKit
@testable import Segmentation

/// Issue 32 §2: English words, code, numbers and addresses in a Japanese text are not words to learn. MeCab calls
/// "std", "x" and "is" nouns (or, in some places, organisations), and JMdict has ＳＴＤ "sexually transmitted
/// disease", ＩＳ "Islamic State" and ばつ for x: before, a software manual's commonest "words" were these.
@Suite struct OnlyJapaneseTests {
    struct Sentence: CustomTestStringConvertible, Sendable {
        let text: String
        /// The headwords of its words, in order: all of them, nothing else.
        let words: [String]
        /// What is written in Latin letters, digits or code in it, none of which may be (part of) a word.
        let foreign: [String]
        var testDescription: String { text }
    }

    static let sentences: [Sentence] = [
        Sentence(text: "std::vectorを使うとメモリが増える。", words: ["使う", "メモリー", "増える"], foreign: ["std::vector"]),
        Sentence(text: "stdを使う。", words: ["使う"], foreign: ["std"]),
        Sentence(text: "このコマンドは--helpを表示する。", words: ["この", "コマンド", "表示", "する"], foreign: ["--help"]),
        Sentence(text: "詳しくは https://example.com/docs を見てください。", words: ["詳しい", "見る"],
                 foreign: ["https://example.com/docs"]),
        Sentence(text: "xの値を入力する。", words: ["値", "入力", "する"], foreign: ["x"]),
        Sentence(text: "変数 x の値を入力する。", words: ["変数", "値", "入力", "する"], foreign: ["x"]),
        Sentence(text: "このisは英語です。", words: ["この", "英語"], foreign: ["is"]),
        Sentence(text: "foo_barとx86_64で<div>を書き、user@example.comに送る。", words: ["書く", "送る"],
                 foreign: ["foo_bar", "x86_64", "<div>", "user@example.com"]),
        Sentence(text: "CDとＣＤとＡＢＣ１２３とOKを比べる。", words: ["比べる"], foreign: ["CD", "ＣＤ", "ＡＢＣ１２３", "OK"]),
        // JMdict's words that mix a Latin letter with kana or kanji stay words.
        Sentence(text: "Ｔシャツを買った。", words: ["Ｔシャツ", "買う"], foreign: []),
        Sentence(text: "Ｘ線を撮る。", words: ["Ｘ線", "撮る"], foreign: []),
    ]

    @Test(arguments: sentences)
    func onlyJapaneseIsCountedAsWords(_ sentence: Sentence) throws {
        let analysis = TextAnalysis(ReadingText(sentence.text, format: .plain), segmenter: try SegmenterFixture.segmenter())
        #expect(Set(analysis.words.map(\.headword)) == Set(sentence.words))
        #expect(analysis.tokenCount == sentence.words.count)
        let words = try SegmenterFixture.segmenter().words(in: sentence.text)
        #expect(words.map(\.headword) == sentence.words)
        let bytes = Array(sentence.text.utf8)
        for foreign in sentence.foreign {
            let range = try #require(Self.byteRange(of: foreign, in: bytes))
            #expect(!words.contains { $0.byteRange.overlaps(range) }, "\(foreign) is in a word: \(words.map(\.surface))")
        }
    }

    @Test func aWordToLearnIsWrittenWithKanaOrKanji() {
        for written in ["バグ", "コンピューター", "ｺﾝﾋﾟｭｰﾀｰ", "Ｔシャツ", "Ｘ線", "人々", "〆切", "ビタミンＣ", "𠮟る"] {
            #expect(WordScript.canBeWord(written), "\(written)")
        }
        for written in ["is", "std", "ＳＴＤ", "x", "１２３", "2024", "x86_64", "--help", "<div>", "std::vector",
                        "https://example.com/docs", "user@example.com", "ー", "・", "〜", "Ⅻ", ""] {
            #expect(!WordScript.canBeWord(written), "\(written)")
        }
    }

    private static func byteRange(of part: String, in bytes: [UInt8]) -> Range<Int>? {
        let needle = Array(part.utf8)
        guard needle.count <= bytes.count else { return nil }
        return (0...(bytes.count - needle.count)).first { bytes[$0..<$0 + needle.count].elementsEqual(needle) }.map { $0..<$0 + needle.count }
    }
}
