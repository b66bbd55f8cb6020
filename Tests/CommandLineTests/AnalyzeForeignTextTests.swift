import Foundation
import TestResources
import Testing

/// Issue 32 §2 as `analyze` shows it: a technical Japanese text's English words, code, numbers and addresses are
/// not among its words, in any output; its Japanese words, Ｔシャツ and Ｘ線 included, are.
@Suite final class AnalyzeForeignTextTests {
    let directory: URL
    let userData: String
    let path: String

    static let text = """
        std::vectorを使うとメモリが増える。stdを使う。
        このコマンドは--helpを表示する。
        詳しくは https://example.com/docs を見てください。
        変数 x の値を入力する。x86_64でも動く。
        このisは英語です。
        Ｔシャツを買った。Ｘ線を撮る。
        """

    /// Each Japanese word of the text, with how many times the text uses it.
    static let words = [
        "この 2", "する 2", "使う 2", "メモリー 1", "増える 1", "コマンド 1", "表示 1", "詳しい 1", "見る 1", "変数 1", "値 1", "入力 1",
        "動く 1", "英語 1", "Ｔシャツ 1", "買う 1", "Ｘ線 1", "撮る 1",
    ]

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("AnalyzeForeignTextTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        userData = directory.appendingPathComponent("user.sqlite").path
        path = directory.appendingPathComponent("manual.txt").path
        try Self.text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    private func run(_ arguments: [String]) throws -> KanjiTUIProcess.Outcome {
        try KanjiTUIProcess.run(["analyze", path] + arguments + ["--user-data", userData],
                                environment: ["KANJI_TUI_DATA": KanjiTUIProcess.resources])
    }

    @Test func tsvListsOnlyTheJapaneseWords() throws {
        for arguments in [["--tsv"], ["--tsv", "--unknown"]] {
            let outcome = try run(arguments)
            #expect(outcome.status == 0, "\(outcome.standardError)")
            let rows = outcome.standardOutput.split(separator: "\n").dropFirst().map { row in
                let fields = row.split(separator: "\t", omittingEmptySubsequences: false)
                return "\(fields[0]) \(fields[2])"
            }
            #expect(rows.sorted() == Self.words.sorted(), "\(arguments)")
        }
    }

    @Test func jsonAndTextCountOnlyTheJapaneseWords() throws {
        let json = try run(["--json"])
        #expect(json.status == 0)
        let report = try #require(try JSONSerialization.jsonObject(with: json.outputBytes) as? [String: Any])
        let summary = try #require(report["text"] as? [String: Any])
        #expect(summary["words"] as? Int == Self.words.count)
        #expect(summary["tokens"] as? Int == 21)
        let text = try run(["--text"])
        for foreign in ["ＩＳ", "ＳＴＤ", "ばつ"] {
            #expect(!json.standardOutput.contains(foreign) && !text.standardOutput.contains(foreign), "\(foreign)")
        }
    }
}
