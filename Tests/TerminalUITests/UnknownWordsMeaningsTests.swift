import Browser
import KanjiKit
import Testing
@testable import TerminalUI

/// The unknown words' meanings are read for the rows drawn, not for every word of the text: a novel has thousands of
/// distinct words, and reading each one's entry when `v` was pressed took most of its time (BENCHMARKS.md, issue 32 §3).
@Suite struct UnknownWordsMeaningsTests {
    static let nouns = ["猫", "犬", "本", "山", "川", "車", "花", "水", "雨", "空", "海", "魚", "鳥", "木", "森",
                        "町", "駅", "店", "先生", "学校", "電車", "時計", "新聞", "手紙", "写真", "映画", "音楽", "料理"]

    @Test func a_frame_reads_the_meanings_of_the_rows_it_draws_and_only_once() throws {
        let browser = GoldenGrid.browser()
        let app = TerminalApp(browser: browser)
        app.handle(.character("6"))
        app.handle(.paste(PastedText(text: Self.nouns.map { "\($0)を見た。" }.joined(separator: "\n"))))
        app.handle(.character("v"))
        guard case .unknownWords(let list) = browser.stack.top else {
            Issue.record("no list of unknown words: \(browser.breadcrumb)")
            return
        }
        #expect(list.words.count > 20, "\(list.words.count) words")
        var read: [String] = []
        let lookUp = list.lookUpMeaning
        list.lookUpMeaning = { word in
            read.append(word.firstUse.headword)
            return lookUp?(word) ?? ""
        }
        let size = TerminalSize(rows: 12, columns: 80)
        let frame = app.render(size: size)
        // A word's row starts with its count, "× 28".
        let rows = frame.grid.lines.filter { $0.contains("× ") }.count
        #expect(rows > 0 && rows < list.words.count)
        #expect(read.count == rows, "a frame of \(rows) words' rows read \(read.count) meanings: \(read)")
        #expect(frame.grid.lines.contains { $0.contains("to see") }, "the rows show their meanings: 見る first, used by every line")
        _ = app.render(size: size)
        #expect(read.count == rows, "the same rows again read nothing")
    }
}
