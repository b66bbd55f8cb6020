import Testing
import Browser
import Segmentation
import TestSupport

/// Issue 45 §6 in the reader: a line break inside a word (a `.txt` wrapped at a width) reads the word whole — `w` and
/// `b` stop on it once, the pane shows it whole, both its halves are drawn as the word on their rows — with the text on
/// screen as it was, its lines kept; and a long wrapped paragraph costs the screen its runs, not the text.
@Suite struct ReaderHardWrapTests {
    static let lines = [
        "このパッケージはDebianのディストリビュー",
        "ションに含まれています。問題があれば森の",
        "中を歩いてからメンテナーに連絡してください。",
    ]

    /// The reader on ``lines``, wide enough that no line wraps on screen.
    private func reader(_ text: String = lines.joined(separator: "\n"), study: InMemoryStudyDeck = InMemoryStudyDeck()) throws -> ReaderViewModel {
        try ReaderFixture.pasted(text, study: study, columns: 60, rows: 10).reader
    }

    /// The surfaces of the words `w` stops on from the first, and those `b` stops on back from the last.
    private func stops(_ reader: ReaderViewModel) -> (forward: [String], backward: [String]) {
        let walk = { (command: ReaderViewModel.Command) -> [String] in
            var surfaces = [reader.selectedWord?.surface ?? ""]
            while true {
                let before = reader.cursor
                reader.handle(command)
                guard reader.cursor != before else { return surfaces }
                surfaces.append(reader.selectedWord?.surface ?? "")
            }
        }
        let forward = walk(.nextWord)
        return (forward, walk(.previousWord))
    }

    /// Moves the cursor with `w` to the word written `surface`; fails when `w` reaches the text's end first.
    private func moveTo(_ surface: String, in reader: ReaderViewModel) throws {
        while reader.selectedWord?.surface != surface {
            let before = reader.cursor
            reader.handle(.nextWord)
            try #require(reader.cursor != before, "w never reached \(surface)")
        }
    }

    /// The characters of `row`'s pieces drawn as the cursor's.
    private func cursorText(_ row: ReaderViewModel.Row) -> String {
        row.pieces.filter(\.isCursor).map { String($0.characters) }.joined()
    }

    @Test func wAndBStopOnceOnAWordTheWrapCutsAndThePaneHasItWhole() throws {
        let reader = try reader()
        let (forward, backward) = stops(reader)
        #expect(forward.filter { $0 == "ディストリビューション" }.count == 1, "\(forward)")
        #expect(!forward.contains("ション") && !forward.contains("ディストリビュー"), "\(forward)")
        #expect(backward == forward.reversed())
        #expect(forward.contains("中"), "森の / 中: the words of the unwrapped text")
    }

    @Test func bothHalvesOfTheCutWordAreDrawnAsItAndTheTextKeepsItsLines() throws {
        let reader = try reader()
        try moveTo("ディストリビューション", in: reader)
        #expect(reader.selectedEntry?.reading == "ディストリビューション")
        let rows = reader.visibleLines
        #expect(rows.map { $0.pieces.map { String($0.characters) }.joined() } == Self.lines, "the text on screen as it was")
        #expect(rows.map(cursorText) == ["ディストリビュー", "ション", ""])
        let end = try #require(rows[1].pieces.first)
        #expect(end.knowledge == rows[0].pieces.last?.knowledge && end.knowledge != nil, "the end is coloured as its word")
        reader.handle(.nextWord)
        #expect(reader.visibleLines.map(cursorText)[1] != "ション", "the cursor has left the word, and its end")
    }

    @Test func aKeptWordTheWrapCutsKeepsItsSentenceWhole() throws {
        let study = InMemoryStudyDeck()
        let reader = try reader(study: study)
        try moveTo("ディストリビューション", in: reader)
        reader.handle(.keep)
        let card = try #require(study.card(for: .word(headword: "ディストリビューション", reading: "ディストリビューション")))
        #expect(card.context?.sentence == "このパッケージはDebianのディストリビューションに含まれています。")
        #expect(card.context.map { String($0.parts.word) } == "ディストリビューション")
    }

    @Test func theCountAndVListTheCutWordOnceWholeAsAnalyzeDoes() throws {
        let (browser, reader) = try ReaderFixture.pasted(Self.lines.joined(separator: "\n"), columns: 60, rows: 10)
        while !reader.isCounted { reader.tick() }
        browser.listUnknownWords()
        guard case .unknownWords(let list) = browser.stack.top else { throw ReaderTestFailure(top: browser.breadcrumb) }
        let surfaces = list.words.map(\.firstUse.surface)
        #expect(surfaces.filter { $0 == "ディストリビューション" }.count == 1, "\(surfaces)")
        #expect(!surfaces.contains("ション"), "\(surfaces)")
        let segmenter = try browser.application.services.segmenter.segmenter.get()
        #expect(list.words == TextVocabulary(text: reader.text, segmenter: segmenter) { _ in .unknown }.words)
    }

    @Test func theFuriganaOfACutWordsEndIsOverItsEnd() throws {
        let reader = try reader("彼はいつも新しい商品の覚え方を覚えてから取り\n扱い説明書を読み返して確認している。")
        try moveTo("取り扱い説明書", in: reader)
        reader.handle(.cycleFurigana)
        let rows = reader.visibleLines
        #expect(rows.map(cursorText).prefix(2) == ["取り", "扱い説明書"], "扱い説明書 is the end of 取り扱い説明書, no word of its own")
        #expect(rows[0].ruby.last?.text == "と", "\(rows.map(\.ruby))")
        #expect(rows[1].ruby.prefix(2).map(\.text) == ["あつか", "せつめいしょ"], "\(rows.map(\.ruby))")
        #expect(rows[1].ruby.first?.column == 0)
    }

    @Test func aLongWrappedParagraphCostsTheScreenItsRunsNotTheText() throws {
        let lines = (0..<5_000).map { $0 % 2 == 0 ? "このパッケージはディストリビュー" : "ションに含まれているものです" }
        let (browser, reader) = try ReaderFixture.pasted(lines.joined(separator: "\n"), columns: 40, rows: 10)
        let segmenter = try browser.application.services.segmenter.segmenter.get()
        _ = reader.visibleLines
        #expect(segmenter.linesSegmented == 1, "the first screen is in the text's first run, read at once")
        #expect(reader.text.run(holdingBlock: 0).count == ReadingText.paragraphCutLines)
        while !reader.prepareAroundScreen(until: .now + .seconds(1)) {}
        #expect(segmenter.linesSegmented == 1, "the lines around the screen are in the same run")
        reader.handle(.end)
        _ = reader.visibleLines
        #expect(segmenter.linesSegmented <= 3, "the last screen spans two runs at most: \(segmenter.linesSegmented)")
        #expect(reader.selectedWord?.surface != "ション")
        reader.handle(.home)
        #expect(reader.selectedWord?.surface == "この")
        reader.handle(.nextWord)
        reader.handle(.nextWord)
        #expect(reader.selectedWord?.surface == "ディストリビューション")
    }
}
