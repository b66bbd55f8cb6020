import TestResources
import Foundation
import KanjiKit
import Testing

/// The real dataset, and a small real subset of it for tests that navigate many thousand times.
enum Dataset {
    static let resources = Checkout.resources

    /// The committed dataset, one store for every test: its lazily parsed parts sit behind a lock
    /// (`ComputedOnce`), so parallel tests share the parse instead of each paying for it.
    static func fullStore() -> KanjiStore {
        shared
    }

    private static let shared = try! KanjiStore(directory: resources)

    /// The committed word dictionary (`words.bin`), mapped once for every test.
    static let words = try! WordDictionary(directory: resources)

    /// The first entry written `headword` and read `reading` (the first reading when none is given).
    static func entry(_ headword: String, reading: String? = nil) throws -> DictionaryEntry {
        try #require(try words.entries(headword: headword).first { $0.headword == headword && (reading == nil || $0.reading == reading) })
    }

    /// The 300 most frequent kanji, the common words written only with them (and kana), and every
    /// component (those no kanji here has are simply unavailable in the picker): real lines,
    /// few enough that 100,000 random steps stay fast in a debug build.
    static let smallStoreDirectory: String = {
        let kanjiLines = try! String(contentsOfFile: resources + "/kanji.tsv", encoding: .utf8).split(separator: "\n")
        let rows = kanjiLines.dropFirst().dropLast().filter { line in
            let rank = line.split(separator: "\t", omittingEmptySubsequences: false)[5]
            return Int(rank).map { $0 <= 300 } ?? false
        }
        let characters = Set(rows.map { $0.first! })
        let words = try! String(contentsOfFile: resources + "/words.edict", encoding: .utf8).split(separator: "\n").filter { line in
            let headword = line.prefix { $0 != " " }
            let ideographs = headword.filter(Script.isIdeograph)
            return !ideographs.isEmpty && ideographs.allSatisfy(characters.contains)
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kanji-screens-small-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let kanjiText = ([String(kanjiLines[0])] + rows.map(String.init) + ["#end\t\(rows.count)"]).joined(separator: "\n") + "\n"
        try! kanjiText.write(to: directory.appendingPathComponent("kanji.tsv"), atomically: true, encoding: .utf8)
        try! (words.joined(separator: "\n") + "\n").write(to: directory.appendingPathComponent("words.edict"), atomically: true, encoding: .utf8)
        try! FileManager.default.copyItem(atPath: resources + "/components.tsv", toPath: directory.appendingPathComponent("components.tsv").path)
        return directory.path
    }()

    static func smallStore() -> KanjiStore {
        try! KanjiStore(directory: smallStoreDirectory)
    }
}
