import KanjiKit
import Segmentation
import UserData

/// The Read library's texts as sentence indexes (``SentenceIndex``), for `kanji-tui sentences`: each text of the user
/// database (a file from its path, a paste from the database) indexed by ``LibraryIndexing``, as the browser's i+1
/// screen indexes them. Only the texts are read; a text that cannot be (a file moved since it was read) is said on
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
        var indexing = LibraryIndexing(cache: cache, segmenterStamp: segmenterStamp)
        for row in rows {
            // A paste's content is read apart from its row, as the reader reads it when it is opened.
            let text: LibraryText
            if let path = row.path {
                text = LibraryText(file: path, title: row.title)
            } else {
                let pasted = try UserDataExit.onError { () throws(UserDataError) in try database?.readingContent(id: row.id) ?? nil } ?? ""
                text = LibraryText(pasted: pasted, title: row.title)
            }
            do throws(SegmentationError) {
                try indexing.add(text, segmenter: segmenter)
            } catch {
                warn("\(ArgumentText.quoted(row.title, mark: "'")) is left out: \(error.message)")
            }
        }
        if let cacheProblem = indexing.cacheProblem { warn(cacheProblem + "; each text is indexed again next time") }
        indexing.finish()
        texts = indexing.texts
    }
}
