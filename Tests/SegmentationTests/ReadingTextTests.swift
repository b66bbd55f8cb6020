import Testing
@testable import Segmentation

@Suite struct ReadingTextTests {
    @Test func plainTextIsOneBlockPerLineWhateverEndsIt() {
        let text = ReadingText("一行目\r\n二行目\r三行目\n\n五行目\n", format: .plain)
        #expect(text.blocks.indices.map(text.text(ofBlock:)) == ["一行目", "二行目", "三行目", "", "五行目"])
    }

    @Test func linesEndedByNewlinesAloneKeepTheirBlankLinesAndNoneAfterTheLast() {
        let text = ReadingText("一\n\n三\n", format: .plain)
        #expect(text.blocks.indices.map(text.text(ofBlock:)) == ["一", "", "三"])
        #expect(text.blocks.map(\.byteRange) == [0..<3, 4..<4, 5..<8])
        let unended = ReadingText("一\n二", format: .plain)
        #expect(unended.blocks.indices.map(unended.text(ofBlock:)) == ["一", "二"])
    }

    @Test func anEmptyTextIsOneEmptyLine() {
        let text = ReadingText("", format: .plain)
        #expect(text.blocks.count == 1)
        #expect(text.text(ofBlock: 0) == "")
    }

    @Test func aLongLineIsCutAfterASentenceEnd() {
        let sentence = String(repeating: "あ", count: 300) + "。"
        let text = ReadingText(String(repeating: sentence, count: 20), format: .plain)
        #expect(text.blocks.count > 1)
        #expect(text.blocks.dropFirst().allSatisfy { $0.continuesLine })
        for block in text.blocks.indices { #expect(text.text(ofBlock: block).hasSuffix("。")) }
        #expect(text.blocks.indices.map(text.text(ofBlock:)).joined() == String(repeating: sentence, count: 20))
    }

    @Test func aLongLineWithoutSentencesIsCutAtCharacters() {
        let line = String(repeating: "漢", count: 5000)
        let text = ReadingText(line, format: .plain)
        #expect(text.blocks.indices.map(text.text(ofBlock:)).joined() == line)
        #expect(text.blocks.allSatisfy { $0.byteRange.count <= ReadingText.maximumBlockBytes })
    }

    @Test func escapeSequencesNeverReachABlocksText() {
        let text = ReadingText("危険\u{1B}]52;c;AAAA\u{07}な\u{1B}[31m文字\u{9B}2J列\t終わり", format: .plain)
        #expect(text.text(ofBlock: 0) == "危険な文字列 終わり")
    }

    @Test func subRipKeepsTheDialogueWithItsStartTimes() {
        let srt = """
            1
            00:00:01,000 --> 00:00:03,500
            <i>おはよう</i>

            2
            00:01:02,250 --> 00:01:04,000
            {\\an8}行ってきます。
            気を付けてね。

            """
        let text = ReadingText(srt, format: ReadingText.format(name: "episode.srt", text: srt))
        #expect(text.format == .subRip)
        #expect(text.blocks.indices.map(text.text(ofBlock:)) == ["おはよう", "行ってきます。", "気を付けてね。"])
        #expect(text.blocks.map(\.timestamp) == ["00:00:01", "00:01:02", nil])
    }

    @Test func substationAlphaKeepsTheDialogueTextField() {
        let ass = """
            [Script Info]
            Title: test

            [V4+ Styles]
            Format: Name, Fontname
            Style: Default,Arial

            [Events]
            Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text
            Comment: 0,0:00:00.00,0:00:01.00,Default,,0,0,0,,注釈
            Dialogue: 0,0:00:01.00,0:00:02.00,Default,,0,0,0,,{\\i1}こんにちは{\\i0}、元気？\\N
            Dialogue: 0,0:01:05.50,0:01:07.00,Default,,0,0,0,,はい、元気です\\Nありがとう
            """
        let text = ReadingText(ass, format: ReadingText.format(name: "-", text: ass))
        #expect(text.format == .substationAlpha)
        #expect(text.blocks.indices.map(text.text(ofBlock:)) == ["こんにちは、元気？", "はい、元気です", "ありがとう"])
        #expect(text.blocks.map(\.timestamp) == ["0:00:01", "0:01:05", nil])
    }

    @Test func findsTheBlockOfAByteOffset() {
        let text = ReadingText("あ\nいい\nううう", format: .plain)
        #expect(text.block(atByte: 0) == 0)
        #expect(text.block(atByte: text.byteOffset(ofBlock: 1)) == 1)
        #expect(text.block(atByte: text.byteOffset(ofBlock: 2) + 2) == 2)
        #expect(text.block(atByte: 10_000) == 2)
    }
}

@Suite struct MeCabTokenizerTests {
    @Test func aMissingDictionaryNamesThePackageToInstall() {
        #expect(throws: SegmentationError(message: "MeCab's dictionary is not installed (looked in /nonexistent/dic); install the Debian package mecab-ipadic-utf8")) {
            try MeCabTokenizer(dictionaries: ["/nonexistent/dic"])
        }
    }

    @Test func tokensCarryBaseFormReadingAndPartOfSpeech() throws {
        let tokens = try MeCabTokenizer().tokenize("猫が食べた")
        #expect(tokens.map(\.surface) == ["猫", "が", "食べ", "た"])
        #expect(tokens[2].baseForm == "食べる")
        #expect(tokens[2].reading == "タベ")
        #expect(tokens[2].partOfSpeech == .verb(independent: true))
        #expect(tokens[1].partOfSpeech == .particle("格助詞"))
        #expect(tokens.map(\.byteRange) == [0..<3, 3..<6, 6..<12, 12..<15])
    }

    @Test func theReadingOfADictionaryFormComesFromTheSurfaces() {
        let token = { (surface: String, base: String, reading: String, type: String) in
            Token(byteRange: 0..<1, surface: surface, baseForm: base, reading: reading, partOfSpeech: .verb(independent: true), conjugationType: type)
        }
        #expect(TokenReading.dictionaryFormReading(of: token("書い", "書く", "カイ", "五段・カ行イ音便")) == "かく")
        #expect(TokenReading.dictionaryFormReading(of: token("行っ", "行く", "イッ", "五段・カ行促音便")) == "いく")
        #expect(TokenReading.dictionaryFormReading(of: token("来", "来る", "コ", "カ変・来ル")) == "くる")
        #expect(TokenReading.dictionaryFormReading(of: token("し", "する", "シ", "サ変・スル")) == "する")
    }
}

@Suite struct TextAnalysisTests {
    @Test func countsEachWordUnderItsDictionaryFormMostFrequentFirst() throws {
        let text = ReadingText("猫が見ていた。\n犬も猫を見る。\n猫は寝た。", format: .plain)
        let analysis = TextAnalysis(text, segmenter: try SegmenterFixture.segmenter())
        #expect(analysis.words.first.map { [$0.headword, String($0.count)] } == ["猫", "3"])
        #expect(analysis.words.first { $0.headword == "見る" }?.count == 2)
        #expect(analysis.tokenCount == analysis.words.reduce(0) { $0 + $1.count })
        let shares = analysis.knownShares { $0.headword == "猫" ? .mature : .unknown }
        #expect(shares.tokens == 3.0 / Double(analysis.tokenCount))
        #expect(shares.words == 1.0 / Double(analysis.words.count))
    }
}
