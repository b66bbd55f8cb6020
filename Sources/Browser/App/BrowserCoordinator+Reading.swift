import KanjiKit
import Segmentation

/// What the screens of a text share: the reader and the list of a text's unknown words each open a text from its
/// library entry alone (a route is a full address), and ask the study list of its words the same way.
extension BrowserCoordinator {
    /// `entry`'s text: the one `kanji-tui read` decoded already (handed over once), else read again — a file from its
    /// path (an EPUB or a page extracted again), a paste from the library.
    func readingText(of entry: ReadingEntry) -> Result<ReadingText, SegmentationError> {
        if let handed = services.readingTexts.take(for: entry) { return .success(handed) }
        switch entry.source {
        case .file(let path):
            return Result { () throws(SegmentationError) in try TextFile.readingText(at: path).text }
        case .pasted:
            let content = services.library.content(of: entry) ?? ""
            return Result { () throws(SegmentationError) in try ReadingText.reading(content, name: "") }
        }
    }

    /// The page's lines when `entry`'s text cannot be read: a file gone since it was read is said as such, with the way
    /// to take it off the list; any other failure in its own words.
    func cannotRead(_ entry: ReadingEntry, saying message: String) -> [String] {
        guard case .file(let path) = entry.source, !FilePresence.isThere(path) else { return ["# The text cannot be read", "", message] }
        return ["# The file is gone", "", "\(path) is not there any more: it was moved, renamed or deleted since you read it.", "",
                "Put it back to read on where you were, or take it off the Read list: d on its row, then y."]
    }

    /// What the study list says of `word`: its card's state, as Anki and FSRS name it.
    func knowledge(of word: TextWord) -> WordKnowledge {
        WordKnowledge(card: services.study.card(for: .word(headword: word.headword, reading: word.reading))?.schedule)
    }
}
