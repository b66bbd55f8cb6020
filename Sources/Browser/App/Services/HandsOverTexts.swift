/// Hands over the text `kanji-tui read` decoded before taking the terminal, once, to the reader that opens it, so
/// the file is not read twice.
public protocol HandsOverTexts {
    /// The text waiting for its reader, if any.
    var readingTexts: ReadingTextHandoff { get }
}

extension BrowserServices: HandsOverTexts {}
