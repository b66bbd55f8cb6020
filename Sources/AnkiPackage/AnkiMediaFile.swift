import Foundation

/// A file a package's notes refer to by name — a word's audio, `[sound:NAME]` in a field — shipped in the package's
/// zip as Anki expects: stored under a number, with the `media` map saying which name each number is, so Anki's import
/// puts it in the collection's media folder under that name.
public struct AnkiMediaFile: Sendable, Hashable {
    /// The name the fields use and the media folder keeps (`kanji-tui-….wav`): plain ASCII, no folder.
    public let name: String
    public let bytes: Data

    public init(name: String, bytes: Data) {
        self.name = name
        self.bytes = bytes
    }

    /// `[sound:NAME]`: what a field holds for Anki to play the file.
    public var soundTag: String { "[sound:\(name)]" }
}
