import KanjiKit

/// What the screens of a text share: the reader and the list of a text's unknown words say alike that a text cannot be
/// read (its text comes from ``HandsOverTexts/readingText(of:)``).
extension BrowserCoordinator {
    /// The page's lines when `entry`'s text cannot be read: a file gone since it was read is said as such, with the way
    /// to take it off the list; any other failure in its own words.
    func cannotRead(_ entry: ReadingEntry, saying message: String) -> [String] {
        guard case .file(let path) = entry.source, !FilePresence.isThere(path) else { return ["# The text cannot be read", "", message] }
        return ["# The file is gone", "", "\(path) is not there any more: it was moved, renamed or deleted since you read it.", "",
                "Put it back to read on where you were, or take it off the Read list: d on its row, then y."]
    }
}
