import Testing
import Browser
import KanjiKit
import Segmentation
import TestResources
import TestSupport

/// An HTML or EPUB text's own furigana in the reader (issue 32 §2): `f` shows the author's `<rt>` over the kanji its
/// `<ruby>` covers, and the word is the entry read so.
@Suite struct ReaderAuthorsFuriganaTests {
    private func reader(_ page: String) throws -> ReaderViewModel {
        let reader = try ReaderFixture.pasted("<html><body><p>\(page)</p></body></html>").reader
        reader.handle(.cycleFurigana)
        return reader
    }

    @Test func theAuthorsReadingGoesOverTheKanjiItCovers() throws {
        // The dictionary reads 明日 あした (its first reading, and MeCab's); the author wrote あす.
        #expect(try reader("明日、道を歩く。").visibleLines[0].ruby.map(\.text) == ["あした", "みち", "ある"])
        #expect(try reader("<ruby>明日<rt>あす</rt></ruby>、道を歩く。").visibleLines[0].ruby.map(\.text) == ["あす", "みち", "ある"])
    }

    @Test func theWordIsTheEntryTheAuthorsReadingNames() throws {
        let reader = try reader("たばこを<ruby>止<rt>や</rt></ruby>めた。<ruby>人気<rt>ひとけ</rt></ruby>のない道。")
        #expect(reader.visibleLines[0].ruby.map(\.text) == ["や", "ひとけ", "みち"])
        reader.handle(.nextWord)
        #expect(reader.selectedWord?.surface == "止めた")
        #expect(reader.selectedWord?.reading == "やめる")
    }
}
