import KanjiKit

extension KanjiStore {
    /// The directory of the kanji file: the data directory `make data` fills, where the other data files
    /// (stroke drawings, the word dictionary) are found beside it.
    var dataDirectory: String {
        let kanjiPath = kanjiFile.file.path
        return kanjiPath.lastIndex(of: "/").map { String(kanjiPath[..<$0]) } ?? "."
    }
}
