import TestResources
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

    /// Stamps `kanji.tsv` and writes its `kanji-search.bin` and a `words.bin` (the KanjiKit tests' 16-word
    /// sample), as `make data` would, so that `search`, `show` and `word` run on this directory: they
    /// refuse a kanji file their index was not made from. The stamp and the index come from the
    /// generator's own code (tools/), which the app's readers are tested against.
    func completedAsMakeDataWould() throws -> DataDirectory {
        let tools = KanjiTUIProcess.resources + "/../tools"
        let script = """
            import sys; sys.path.insert(0, sys.argv[1])
            import generate_data, kanji_search_index
            path = sys.argv[2] + "/kanji.tsv"
            body = open(path, encoding="utf-8", newline="").read().rsplit("#end", 1)[0]
            text = body + "#end\\t%d\\t%s\\n" % (body.count("\\n") - 1, generate_data.content_stamp(body.encode()))
            open(path, "w", encoding="utf-8", newline="").write(text)
            open(sys.argv[2] + "/kanji-search.bin", "wb").write(kanji_search_index.build(text))
            """
        let outcome = try KanjiTUIProcess.run(program: URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", script, tools, path])
        guard outcome.status == 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: outcome.standardError]) }
        try FileManager.default.copyItem(atPath: KanjiTUIProcess.resources + "/../Tests/KanjiKitTests/Dictionary/Fixtures/words.bin",
                                         toPath: file("words.bin"))
        return self
    }

    func file(_ name: String) -> String {
        path + "/" + name
    }
}
