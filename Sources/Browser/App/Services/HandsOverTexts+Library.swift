import KanjiKit
import Segmentation

/// What the screens of a text share: the reader and the list of a text's unknown words each open a text from its
/// library entry alone (a route is a full address).
extension HandsOverTexts where Self: ReadsTheLibrary {
    /// `entry`'s text: the one `kanji-tui read` decoded already (handed over once), else read again — a file from its
    /// path (an EPUB or a page extracted again), a paste from the library.
    func readingText(of entry: ReadingEntry) -> Result<ReadingText, SegmentationError> {
        if let handed = readingTexts.take(for: entry) { return .success(handed) }
        switch entry.source {
        case .file(let path):
            return Result { () throws(SegmentationError) in try TextFile.readingText(at: path).text }
        case .pasted:
            let content = library.content(of: entry) ?? ""
            return Result { () throws(SegmentationError) in try ReadingText.reading(content, name: "") }
        }
    }
}
