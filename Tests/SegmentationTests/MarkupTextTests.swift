import KanjiKit
import Testing
@testable import Segmentation

/// HTML and XHTML read as their text (issue 32): what libxml2's tree holds, laid out as a page shows it.
@Suite struct MarkupTextTests {
    private func lines(_ text: ReadingText) -> [String] {
        text.blocks.indices.map(text.text(ofBlock:))
    }

    @Test func aPageIsItsBodysTextWithoutHeadScriptsStylesOrSVG() throws {
        let page = """
            <!DOCTYPE html>
            <html><head><title>題名</title><style>p { color: red }</style>
            <script>document.write("<p>スクリプト</p>")</script></head>
            <body><h1>第一章</h1>
            <p>どこで生れたか&#x898B;当がつかぬ&amp;。<svg viewBox="0 0 10 10"><path d="M0 0 L10 10"/><text>絵</text></svg></p>
            <!-- <p>コメント</p> -->
            <ul><li>一つ</li><li>二つ<br>三つ</li></ul>
            <table><tr><td>表</td><td>です</td></tr></table>
            <noscript>有効にしてください</noscript>
            </body></html>
            """
        let text = try ReadingText.reading(page, name: "page.html")
        #expect(text.format == .html)
        #expect(lines(text) == ["第一章", "どこで生れたか見当がつかぬ&。", "一つ", "二つ", "三つ", "表 です"])
    }

    @Test func sourceLineEndsJoinJapaneseAndSpaceEnglish() throws {
        let page = "<html><body><p>名前は\n  まだ無い。Linux is\n great</p><pre>一行\n  二行</pre></body></html>"
        #expect(lines(try ReadingText.reading(page, name: "a.htm")) == ["名前はまだ無い。Linux is great", "一行", "  二行"])
    }

    @Test func rubyGivesItsBaseTextAndKeepsItsReadingAsAHint() throws {
        let page = """
            <html><body><p>　<ruby>吾輩<rp>（</rp><rt>わがはい</rt><rp>）</rp></ruby>は猫、\
            <ruby><rb>漢</rb><rt>かん</rt><rb>字</rb><rt>じ</rt></ruby>。</p>
            <p><ruby>離<rt> はな </rt></ruby>れる</p></body></html>
            """
        let markup = try HTMLText.extract(page, as: .html)
        #expect(markup.text == "　吾輩は猫、漢字。\n離れる")
        let readings = markup.readingHints.map { hint in
            (String(decoding: Array(markup.text.utf8)[hint.byteRange], as: UTF8.self), hint.reading)
        }
        #expect(readings.map(\.0) == ["吾輩", "漢", "字", "離"])
        #expect(readings.map(\.1) == ["わがはい", "かん", "じ", "はな"])
        // A block's hints count from the block's first byte, as the segmenter reads it.
        let text = ReadingText(markup, format: .html)
        #expect(text.readingHints(inBlock: 1) == [ReadingHint(byteRange: 0..<3, reading: "はな")])
        #expect(text.readingHints(inBlock: 0).first == ReadingHint(byteRange: 3..<9, reading: "わがはい"))
    }

    @Test func escapeSequencesInAPageNeverReachTheText() throws {
        let page = "<html><body><p>危険\u{1B}]52;c;AAAA\u{07}な&#x1b;[31m<ruby>文字<rt>もじ</rt></ruby>\u{9B}2J列&#x202E;逆</p></body></html>"
        let text = try ReadingText.reading(page, name: "evil.html")
        // The raw sequences go whole; libxml2 drops the ESC a character reference names (HTML allows no such
        // character), which leaves "[31m" as the harmless text it then is.
        #expect(lines(text) == ["危険な[31m文字列逆"])
        #expect(!text.text(ofBlock: 0).unicodeScalars.contains { TextSanitizer.isUnsafe($0) })
        // The hint still points at 文字, after the sanitized bytes.
        #expect(text.readingHints(inBlock: 0) == [ReadingHint(byteRange: 13..<19, reading: "もじ")])
    }

    @Test func xhtmlThatIsNotWellFormedIsStillReadAsAPage() throws {
        let page = """
            <?xml version="1.0" encoding="UTF-8"?>
            <html xmlns="http://www.w3.org/1999/xhtml"><body><p>空白&nbsp;です<p>閉じない<b>段落</body></html>
            """
        let text = try ReadingText.reading(page, name: "chapter.xhtml")
        #expect(text.format == .xhtml)
        #expect(lines(text) == ["空白\u{A0}です", "閉じない段落"])
    }

    @Test func aPageNestedTenThousandDeepIsReadWithoutOverflowingTheStack() throws {
        // libxml2 parses HTML with no depth limit (HUGE) and the walk has no recursion at all.
        let page = "<html><body><p>浅い</p>" + String(repeating: "<div><span>", count: 10_000) + "深い" + "</body></html>"
        #expect(lines(try ReadingText.reading(page, name: "deep.html")).first == "浅い")
    }

    @Test func markupIsToldByItsStartWhateverTheName() {
        #expect(ReadingText.format(name: "", text: "\u{FEFF}  <!DOCTYPE html><html>") == .html)
        #expect(ReadingText.format(name: "page", text: "<!-- saved --><HTML lang=ja>") == .html)
        #expect(ReadingText.format(name: "", text: "<?xml version=\"1.0\"?>\n<html xmlns=\"http://www.w3.org/1999/xhtml\">") == .xhtml)
        #expect(ReadingText.format(name: "", text: "日本語で<html>タグを書く。") == .plain)
        #expect(ReadingText.format(name: "", text: "<?xml version=\"1.0\"?><svg/>") == .plain)
        #expect(ReadingText.format(name: "BOOK.EPUB", text: "") == .epub)
    }

    @Test func aPlainTextMentioningTagsIsReadAsItIs() throws {
        let text = try ReadingText.reading("<p>は段落のタグ\n二行目", name: "notes.txt")
        #expect(text.format == .plain)
        #expect(lines(text) == ["<p>は段落のタグ", "二行目"])
    }
}
