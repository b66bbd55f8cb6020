/// Hands over the text `kanji-tui read` decoded before taking the terminal, once, to the reader that opens it, so
/// the file is not read twice.
public protocol HandsOverTexts {
    /// The text waiting for its reader, if any.
    var readingTexts: ReadingTextHandoff { get }
}

/// Stated beside the protocol, not in a list: a new capability is one new file plus its member in ``BrowserServices``.
extension BrowserServices: HandsOverTexts {}
