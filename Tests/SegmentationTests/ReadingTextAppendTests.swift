import Testing
@testable import Segmentation

/// Issue 50: a followed text grows at its end, line by line, and reads as the same text read whole would.
@Suite struct ReadingTextAppendTests {
    @Test func appended_lines_are_the_blocks_the_whole_text_would_have() {
        var grown = ReadingText("今日は雨です。\n", format: .plain)
        grown.append(lines: ["猫が好きです。", "", "犬を飼っている。"])
        let whole = ReadingText("今日は雨です。\n猫が好きです。\n\n犬を飼っている。\n", format: .plain)
        #expect(grown.blocks.indices.map(grown.text(ofBlock:)) == whole.blocks.indices.map(whole.text(ofBlock:)))
        #expect(grown.blocks.count == 4)
        #expect(grown.byteCount == whole.byteCount)
    }

    @Test func a_text_without_a_last_line_end_gets_one_before_the_new_line() {
        var grown = ReadingText("今日は雨です。", format: .plain)
        grown.append(lines: ["猫が好きです。"])
        #expect(grown.blocks.indices.map(grown.text(ofBlock:)) == ["今日は雨です。", "猫が好きです。"])
    }

    @Test func an_empty_text_has_one_empty_line_until_its_first_line_comes() {
        var grown = ReadingText("", format: .plain)
        #expect(grown.blocks.count == 1)
        grown.append(lines: ["本を読む。"])
        #expect(grown.blocks.indices.map(grown.text(ofBlock:)) == ["本を読む。"])
        #expect(grown.byteOffset(ofBlock: 0) == 0)
    }

    @Test func a_long_line_is_cut_as_a_long_line_of_a_file_is() {
        let long = String(repeating: "猫が好きです。", count: 400)
        var grown = ReadingText("", format: .plain)
        grown.append(lines: [long])
        let whole = ReadingText(long + "\n", format: .plain)
        #expect(grown.blocks.count == whole.blocks.count)
        #expect(grown.blocks.count > 1)
        #expect(grown.blocks.dropFirst().allSatisfy { $0.continuesLine })
    }

    @Test func escapes_in_a_line_never_reach_the_screen() {
        var grown = ReadingText("", format: .plain)
        grown.append(lines: ["猫\u{1B}[2J犬"])
        #expect(!grown.text(ofBlock: 0).contains("\u{1B}"))
    }
}
