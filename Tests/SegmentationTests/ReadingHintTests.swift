import KanjiKit
import Testing
@testable import Segmentation

/// The author's furigana picks the word (issue 32 §2): where an HTML or EPUB `<ruby>` gives a word's reading, the
/// segmenter prefers the entry read so over the one MeCab's reading fits.
@Suite struct ReadingHintTests {
    /// The word written `surface` in the first block of `page` (an HTML page), as the segmenter finds it.
    private func word(_ surface: String, inPage page: String) throws -> TextWord {
        let text = try ReadingText.reading("<html><body><p>\(page)</p></body></html>", name: "page.html")
        let words = try SegmenterFixture.segmenter().words(inBlock: 0, of: text)
        return try #require(words.first { $0.surface == surface }, "\(surface) in \(words.map(\.surface))")
    }

    @Test func theRubysReadingPicksTheEntryMeCabDidNotRead() throws {
        // MeCab reads にんき, しじょう and せいぶつ; the author wrote the other word of the same kanji.
        #expect(try word("人気", inPage: "人気のない道。").reading == "にんき")
        #expect(try word("人気", inPage: "<ruby>人気<rt>ひとけ</rt></ruby>のない道。").reading == "ひとけ")
        #expect(try word("市場", inPage: "市場で魚を買う。").reading == "しじょう")
        #expect(try word("市場", inPage: "<ruby>市場<rt>いちば</rt></ruby>で魚を買う。").reading == "いちば")
        #expect(try word("生物", inPage: "<ruby>生物<rt>なまもの</rt></ruby>を食べる。").reading == "なまもの")
    }

    @Test func aRubyOverAnInflectedVerbsKanjiReadsItsDictionaryForm() throws {
        // IPAdic reads 止め as とめる's; やめる is 止める too, written with the same kanji.
        #expect(try word("止めた", inPage: "たばこを止めた。").reading == "とめる")
        let quit = try word("止めた", inPage: "たばこを<ruby>止<rt>や</rt></ruby>めた。")
        #expect(quit.reading == "やめる")
        #expect(quit.dictionaryForm == "止める")
        #expect(quit.inflectionLine == "止める ← 止めた: past")
        // The base may take in the kana after the kanji, the ending included.
        #expect(try word("止めた", inPage: "たばこを<ruby>止めた<rt>やめた</rt></ruby>。").reading == "やめる")
    }

    @Test func theOtherEntriesStayCandidatesAfterTheHintedOne() throws {
        let segmenter = try SegmenterFixture.segmenter()
        let text = try ReadingText.reading("<html><body><p><ruby>人気<rt>ひとけ</rt></ruby>のない道。</p></body></html>", name: "page.html")
        let word = try #require(segmenter.words(inBlock: 0, of: text).first)
        let readings = segmenter.candidates(of: word).map(\.reading)
        #expect(readings.first == "ひとけ")
        #expect(readings.contains("にんき"), "\(readings)")
    }

    @Test func aReadingNoCandidateHasChangesNothing() throws {
        // 行う is no candidate of IPAdic's 行く: the hint invents no entry. Nor does a hint over another word count.
        let plain = try word("行った", inPage: "学校へ行った。")
        #expect(try word("行った", inPage: "学校へ<ruby>行<rt>おこな</rt></ruby>った。") == plain)
        #expect(try word("人気", inPage: "人気のない<ruby>道<rt>ひとけ</rt></ruby>。").reading == "にんき")
    }

    @Test func anEPUBsRubyPicksItsWordsInEveryChapterAndInTheTextsAnalysis() throws {
        let book = EPUBFixture.book([(name: "one.xhtml", body: "<p>市場へ行く。</p>"),
                                     (name: "two.xhtml", body: "<p>朝の<ruby>市場<rt>いちば</rt></ruby>は<ruby>人気<rt>ひとけ</rt></ruby>がない。</p>")])
        let text = try TextFile.readingText(at: EPUBFixture.write(try EPUBFixture.zip(book), named: "book.epub")).text
        let segmenter = try SegmenterFixture.segmenter()
        let readings = text.blocks.indices.map { block in segmenter.words(inBlock: block, of: text).map(\.reading) }
        // The first chapter has no ruby: MeCab's しじょう. The second's hints count from its own line.
        #expect(readings.count == 3 && readings[0].first == "しじょう" && readings[1].isEmpty)
        #expect(Array(readings[2].prefix(3)) == ["あさ", "いちば", "ひとけ"])
        let analysis = TextAnalysis(text, segmenter: segmenter)
        #expect(Set(analysis.words.map(\.reading)).isSuperset(of: ["しじょう", "いちば", "ひとけ"]))
    }

    @Test func furiganaTakesTheAuthorsReadingWhereItHasOneAndTheDictionarysElsewhere() {
        // 明日見た, the word 見た starting at byte 6: the author reads 見 as the dictionary does, but says so.
        let word = TextWord(byteRange: 6..<12, surface: "見た", dictionaryForm: "見る", entryNumber: 0, headword: "見る", reading: "みる",
                            inflection: [])
        let spans = { (hints: [ReadingHint]) in Furigana.spans(of: word, readingHints: hints).map(\.reading) }
        #expect(spans([]) == ["み"])
        #expect(spans([ReadingHint(byteRange: 6..<9, reading: "ミ")]) == ["ミ"], "as written, katakana kept")
        #expect(spans([ReadingHint(byteRange: 0..<6, reading: "あす")]) == ["み"], "a hint over another word is that word's")
        let compound = TextWord(byteRange: 0..<9, surface: "日本語", dictionaryForm: "日本語", entryNumber: 0, headword: "日本語",
                                reading: "にほんご", inflection: [])
        #expect(Furigana.spans(of: compound, readingHints: [ReadingHint(byteRange: 0..<6, reading: "にっぽん")]).map(\.reading) == ["にっぽん"],
                "the dictionary's reading of the whole compound gives way to the author's over part of it")
    }
}
