import Foundation

/// A small dataset in a fresh temporary directory, for running the binary on data a test controls.
struct DataDirectory {
    let path: String

    /// The header of the committed `kanji.tsv`, so fixtures follow the real format.
    static let kanjiHeader = try! String(contentsOfFile: KanjiTUIProcess.resources + "/kanji.tsv", encoding: .utf8)
        .split(separator: "\n", maxSplits: 1)[0]

    /// Real lines of `kanji.tsv` (日, 本, 語), to build small files from.
    static let sunLine = "日\t4\t1\t4\t5\t1\t72\t日\tニチ ジツ\tひ -び -か\tあ あき\t日\tday|sun|Japan|counter for days"
    static let bookLine = "本\t5\t1\t4\t5\t10\t75\t木\tホン\tもと\tまと ごう\t一 木\tbook|present|main|origin|true|real|counter for long cylindrical things"
    static let languageLine = "語\t14\t2\t4\t5\t301\t149\t言\tゴ\tかた.る かた.らう\t\t一 言 口 五\tword|speech|language"

    /// - Parameter kanjiLines: the lines after the header; the `#end` line counting them is added.
    init(kanjiLines: [String], words: String = "日本 [にほん] /(n) Japan/(P)/\n", attribution: String? = nil) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kanji-tui-data-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        path = directory.path
        let kanji = ([String(Self.kanjiHeader)] + kanjiLines + ["#end\t\(kanjiLines.count)"]).map { $0 + "\n" }.joined()
        try Data(kanji.utf8).write(to: directory.appendingPathComponent("kanji.tsv"))
        try Data(words.utf8).write(to: directory.appendingPathComponent("words.edict"))
        if let attribution {
            try Data(attribution.utf8).write(to: directory.appendingPathComponent("ATTRIBUTION.md"))
        }
    }

    func file(_ name: String) -> String {
        path + "/" + name
    }
}
