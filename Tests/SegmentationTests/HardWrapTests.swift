import Testing
@testable import Segmentation

/// Issue 45 §6: a plain text wrapped at a width (a `.txt` manual) breaks its lines inside words; the lines a hard wrap
/// joins are segmented as one, so a word the break cuts is one word, while every real break (after 。, before 「 or an
/// indented paragraph, a blank line, a heading) still ends the running text.
@Suite struct HardWrapTests {
    /// A paragraph wrapped at 40 columns: the first break falls inside ディストリビューション, the second between two words.
    static let wrapped = """
        このパッケージはDebianのディストリビュー
        ションに含まれています。問題があれば森の
        中を歩いてからメンテナーに連絡してください。
        """
    static let unwrapped = wrapped.split(separator: "\n").joined()

    /// Each line's words as their run reads them, the whole text's runs one after the other.
    private func lines(_ text: ReadingText) throws -> [LineWords] {
        var lines: [LineWords] = []
        try SegmenterFixture.segmenter().eachLine(of: text) { _, words in lines.append(words) }
        return lines
    }

    @Test func aBreakInsideRunningTextJoinsTheLinesIntoOneRun() {
        let text = ReadingText(Self.wrapped, format: .plain)
        #expect(text.isHardWrap(afterBlock: 0))
        #expect(text.isHardWrap(afterBlock: 1))
        #expect(text.blocks.indices.map(text.run(holdingBlock:)) == [0..<3, 0..<3, 0..<3])
        #expect(text.joined(0..<3).text == Self.unwrapped)
    }

    /// The Debian FAQ's `.txt` indents some lines with no-break spaces (converted from HTML): the break in システ⏎ム
    /// is a wrap all the same, and the word whole (not 四 し and 六 む).
    @Test func aLineIndentedWithNoBreakSpacesGoesOnFromTheLineBefore() throws {
        let faq = "    探しているものがこの FAQ から見つけられない場合は「Debian システ\n\u{00A0}\u{00A0}\u{00A0} ム上の、あるいは Debian システム用の文書は他にどんなものがありま"
        let text = ReadingText(faq, format: .plain)
        #expect(text.isHardWrap(afterBlock: 0))
        let words = try lines(text).flatMap(\.words)
        #expect(words.contains { $0.surface == "システム" && $0.byteRange.upperBound > text.text(ofBlock: 0).utf8.count }, "\(words.map(\.surface))")
        #expect(!words.contains { $0.headword == "四" || $0.headword == "六" }, "\(words.map(\.headword))")
    }

    /// A word of a run keeps what the sentence chose for it: the FAQ's よく before the passive 聞かれる is "often" in
    /// the wrapped paragraph as on one line, and a helper after a te-form stays grammar.
    @Test func aWordOfARunKeepsItsSenseAndItsGrammar() throws {
        let wrapped = "    この文書は Debian ディストリビューション (Debian GNU/Linux その\n    他) や Debian プロジェクトについてよく聞かれる疑問を集めて、説明してくれるものです。"
        let text = ReadingText(wrapped, format: .plain)
        #expect(text.run(holdingBlock: 1) == 0..<2)
        let runWords = try lines(text).flatMap(\.words)
        let lineWords = try SegmenterFixture.segmenter().words(in: text.joined(0..<2).text)
        #expect(runWords.map(\.senseIndex) == lineWords.map(\.senseIndex))
        #expect(runWords.map(\.isGrammar) == lineWords.map(\.isGrammar))
        #expect(try #require(runWords.first { $0.surface == "よく" }).senseIndex > 0)
        #expect(try #require(runWords.first { $0.dictionaryForm == "くれる" }).isGrammar)
    }

    @Test func aWordTheWrapCutsIsOneWordOfTheLineItStartsOnAndTheNextLineStartsWithItsEnd() throws {
        let text = ReadingText(Self.wrapped, format: .plain)
        let lines = try lines(text)
        let whole = try #require(lines[0].words.last)
        #expect(whole.surface == "ディストリビューション")
        #expect(whole.headword == "ディストリビューション")
        #expect(!whole.isName)
        let lineBytes = text.text(ofBlock: 0).utf8.count
        #expect(whole.byteRange == (lineBytes - "ディストリビュー".utf8.count)..<(lineBytes + "ション".utf8.count),
                "the word's bytes run on past its line by those of its end")
        #expect(lines[1].wordBefore == LineWords.WordEnd(bytes: 0..<"ション".utf8.count, block: 0, word: lines[0].words.count - 1,
                                                         startInWord: "ディストリビュー".utf8.count))
        let all = lines.flatMap(\.words)
        #expect(!all.contains { $0.surface == "ション" || $0.surface == "ディストリビュー" }, "\(all.map(\.surface))")
        #expect(!all.contains { $0.isName }, "no name Sean: \(all.filter(\.isName).map(\.surface))")
    }

    @Test func theWrappedTextHasTheWordsOfTheUnwrappedOneAtTheBreakBetweenTwoWordsToo() throws {
        let segmenter = try SegmenterFixture.segmenter()
        let wrapped = try lines(ReadingText(Self.wrapped, format: .plain)).flatMap(\.words)
        let unwrapped = segmenter.words(in: Self.unwrapped)
        #expect(wrapped.map(\.surface) == unwrapped.map(\.surface))
        #expect(wrapped.map(\.entryNumber) == unwrapped.map(\.entryNumber))
        #expect(wrapped.map(\.reading) == unwrapped.map(\.reading))
        #expect(wrapped.contains { $0.surface == "中" }, "森の / 中: 中 stays a word of its own")
    }

    @Test func analysisCountsTheCutWordOnceWholeAsTheUnwrappedTextDoes() throws {
        let segmenter = try SegmenterFixture.segmenter()
        let wrapped = TextAnalysis(ReadingText(Self.wrapped, format: .plain), segmenter: segmenter)
        let unwrapped = TextAnalysis(ReadingText(Self.unwrapped, format: .plain), segmenter: segmenter)
        #expect(wrapped.words.first { $0.headword == "ディストリビューション" }?.count == 1)
        #expect(wrapped.words == unwrapped.words)
        #expect(wrapped.names == unwrapped.names)
        #expect(wrapped.tokenCount == unwrapped.tokenCount)
    }

    @Test func indentedLinesOfAWrappedBlockJoinWithoutTheirIndentation() throws {
        let text = ReadingText("       このパッケージはディストリビュー\n       ションに含まれています。\n", format: .plain)
        #expect(text.isHardWrap(afterBlock: 0))
        #expect(text.joined(0..<2).text == "       このパッケージはディストリビューションに含まれています。")
        let lines = try lines(text)
        #expect(lines[0].words.last?.surface == "ディストリビューション")
        #expect(lines[1].wordBefore?.bytes == 7..<(7 + "ション".utf8.count), "after the line's indentation")
        #expect(lines[1].words.first?.dictionaryForm == "含む")
    }

    @Test func realBreaksEndTheRunningText() {
        let wide = "このパッケージはディストリビューションに含まれて"
        let cases: [(String, String)] = [
            ("after a sentence's end", "\(wide)いる。\nションに含まれています。"),
            ("after a comma", "\(wide)いる、\nションに含まれています。"),
            ("before a quotation", "\(wide)いる\n「ション」に含まれています。"),
            ("before an indented paragraph", "\(wide)いる\n　ションに含まれています。"),
            ("at a blank line", "\(wide)いる\n\nションに含まれています。"),
            ("after a heading", "第一章　はじまり\nこのパッケージはディストリビューションに含まれています。"),
            ("after a paragraph's short last line", "\(wide)\nいるものです\nこのパッケージはディストリビューションに含まれている"),
            ("after a line ending in English", "\(wide)Debian\nパッケージに含まれています。"),
        ]
        for (name, body) in cases {
            let text = ReadingText(body, format: .plain)
            let breaks = text.blocks.indices.dropLast().filter { text.isHardWrap(afterBlock: $0) }
            #expect(breaks == (name == "after a paragraph's short last line" ? [0] : []), "\(name): \(breaks)")
        }
    }

    @Test func aTextWrappedAtACountOfCharactersIsReadAcrossLinesThatHoldDigits() {
        // Wrapped at 20 characters: the first line holds more characters than the next, but its digits make it 10 columns
        // narrower.
        let text = ReadingText("2024年と2025年と2026年に記者\n会見が開かれて新しいことが発表された。", format: .plain)
        #expect(text.isHardWrap(afterBlock: 0))
    }

    @Test func onlyPlainTextIsReadAcrossItsLines() {
        let subtitles = """
            1
            00:00:01,000 --> 00:00:03,500
            このパッケージはディストリビュー
            ションに含まれています。

            """
        let text = ReadingText(subtitles, format: .subRip)
        #expect(text.blocks.count == 2)
        #expect(!text.isHardWrap(afterBlock: 0), "a caption's lines are the caption's")
        let page = ReadingText("このパッケージはディストリビュー\nションに含まれています。", format: .html)
        #expect(!page.isHardWrap(afterBlock: 0), "a page's source wraps are joined when its text is extracted")
    }

    @Test func aParagraphOfOrdinaryLengthIsOneRunWhereverItsLinesAre() {
        // Paragraphs of six lines, one after the other, each begun by an indentation: some go over line 32 or 64.
        let paragraph = ["　このパッケージはディストリビュー"] + Array(repeating: "ションに含まれているものです", count: 5)
        let text = ReadingText(Array(repeating: paragraph, count: 12).flatMap { $0 }.joined(separator: "\n"), format: .plain)
        for block in text.blocks.indices {
            #expect(text.run(holdingBlock: block) == (block / 6 * 6)..<(block / 6 * 6 + 6), "line \(block)")
        }
    }

    @Test func aParagraphLongerThanARunIsReadInRunsThatCutTheTextIntoPieces() {
        let lines = (0..<100).map { $0 % 2 == 0 ? "このパッケージはディストリビュー" : "ションに含まれているものです" }
        let text = ReadingText(lines.joined(separator: "\n"), format: .plain)
        #expect(text.blocks.indices.dropLast().allSatisfy(text.isHardWrap(afterBlock:)), "one paragraph of a hundred lines")
        var block = 0
        var runs: [Range<Int>] = []
        while block < text.blocks.count {
            runs.append(text.run(holdingBlock: block))
            block = runs.last!.upperBound
        }
        #expect(runs == [0..<32, 32..<64, 64..<96, 96..<100])
        #expect(text.run(holdingBlock: 50) == 32..<64)
    }
}
