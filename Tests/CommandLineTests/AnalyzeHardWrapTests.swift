import Foundation
import TestResources
import Testing

/// Issue 45 §6 as `analyze` shows it: a `.txt` wrapped at a width breaks its lines inside words; the word a break cuts
/// is counted once, whole (ディストリビューション, not ディストリビュー and the name ション "Sean"), and the text's words are
/// those of the same text unwrapped (メン / テナー reads as メンテナー does unwrapped: JMdict has no メンテナー).
@Suite final class AnalyzeHardWrapTests {
    let directory: URL

    static let wrapped = """
        このパッケージはDebianのディストリビュー
        ションに含まれています。問題があれば森の
        中を歩いてからパッケージの担当のメン
        テナーに連絡してください。

        　次の段落は字下げで始まる。
        """

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("AnalyzeHardWrapTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    /// `analyze FILE --tsv` and `arguments` on `text`, each row's first column under the header.
    private func firstColumn(of text: String, named name: String, _ arguments: [String] = []) throws -> [String] {
        let path = directory.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let outcome = try KanjiTUIProcess.run(["analyze", path, "--tsv"] + arguments + ["--user-data", directory.appendingPathComponent("user.sqlite").path],
                                              environment: ["KANJI_TUI_DATA": KanjiTUIProcess.resources])
        #expect(outcome.status == 0, "\(arguments): \(outcome.standardError)")
        return outcome.standardOutput.split(separator: "\n").dropFirst().map { String($0.split(separator: "\t")[0]) }
    }

    @Test func a_word_the_wrap_cuts_is_counted_once_whole_and_no_name() throws {
        let words = try firstColumn(of: Self.wrapped, named: "wrapped.txt")
        #expect(words.filter { $0 == "ディストリビューション" }.count == 1, "\(words)")
        #expect(!words.contains("ション") && !words.contains("ディストリビュー"), "\(words)")
        let names = try firstColumn(of: Self.wrapped, named: "wrapped.txt", ["--names"])
        #expect(!names.contains("ション"), "no name Sean: \(names)")
    }

    @Test func the_wrapped_text_has_the_words_of_the_unwrapped_one() throws {
        let unwrapped = Self.wrapped.replacingOccurrences(of: "ー\nション", with: "ーション")
            .replacingOccurrences(of: "森の\n中", with: "森の中").replacingOccurrences(of: "メン\nテナー", with: "メンテナー")
        #expect(try firstColumn(of: Self.wrapped, named: "wrapped.txt") == firstColumn(of: unwrapped, named: "unwrapped.txt"))
        #expect(try firstColumn(of: Self.wrapped, named: "wrapped.txt", ["--unknown"])
                == firstColumn(of: unwrapped, named: "unwrapped.txt", ["--unknown"]))
        #expect(try firstColumn(of: Self.wrapped, named: "wrapped.txt", ["--names"])
                == firstColumn(of: unwrapped, named: "unwrapped.txt", ["--names"]))
    }
}
