import KanjiKit
import Segmentation
import UserData

/// The Read library's texts as sentence indexes (``SentenceIndex``), for `kanji-tui sentences`: each text's bytes read
/// as the reader reads them (a file from its path, a paste from the user database), its index taken from the cache
/// when the same bytes were indexed with the same data, else made — the text opened as the reader opens it and
/// segmented — and kept. Only the texts are read; a text that cannot be (a file moved since it was read) is said on
/// stderr and passed over.
struct LibraryIndexes {
    /// The texts, last opened first (the Read tab's order).
    let texts: [LibrarySentences.Text]

    /// - Parameters:
    ///   - cache: where indexes are kept; nil (no home folder) makes every index each time.
    ///   - segmenterStamp: ``SentenceIndexKey/segmenterStamp(dataDirectory:program:)``.
    ///   - segmenter: the segmenter, opened when a first text must be indexed (MeCab is not opened otherwise).
    ///   - warn: says a problem on stderr.
    init(database: UserDatabase?, cache: SentenceIndexCache?, segmenterStamp: String,
         segmenter: () throws(SegmentationError) -> WordSegmenter, warn: (String) -> Void) throws {
        let rows = try UserDataExit.onError { () throws(UserDataError) in
            try database.map { database throws(UserDataError) in try database.readingTexts(offset: 0, limit: try database.readingTextCount()) } ?? []
        }
        var texts: [LibrarySentences.Text] = []
        var keys: Set<SentenceIndexKey> = []
        var cacheProblem: String?
        for row in rows {
            // A paste's content is read apart from its row, as the reader reads it when it is opened.
            let pasted = row.path != nil ? nil
                : try UserDataExit.onError { () throws(UserDataError) in try database?.readingContent(id: row.id) ?? nil } ?? ""
            do throws(SegmentationError) {
                let content: [UInt8]
                if let pasted { content = Array(pasted.utf8) } else { content = try TextFile.read(row.path ?? "") }
                let key = SentenceIndexKey(name: row.path ?? "", content: content, segmenterStamp: segmenterStamp)
                keys.insert(key)
                if let kept = cache?.index(for: key) {
                    texts.append(.init(title: row.title, index: kept))
                    continue
                }
                let text: ReadingText
                if let pasted { text = try ReadingText.reading(pasted, name: "") } else { text = try TextFile.readingText(at: row.path ?? "").text }
                let index = SentenceIndex(text: text, segmenter: try segmenter())
                if let problem = cache?.store(index, for: key) { cacheProblem = problem }
                texts.append(.init(title: row.title, index: index))
            } catch {
                warn("\(ArgumentText.quoted(row.title, mark: "'")) is left out: \(error.message)")
            }
        }
        if let cacheProblem { warn(cacheProblem + "; each text is indexed again next time") }
        cache?.removeUnused(keeping: keys)
        self.texts = texts
    }
}
