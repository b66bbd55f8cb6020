/// The lines of a text that grows while it is read (`kanji-tui read --follow`, issue 50): a file appended to, a pipe,
/// a FIFO a text hooker writes to, the clipboard. The app's feed (kanji-tui's, on a thread of its own) reads them as
/// they come and keeps each in the text's copy in the library; the browser takes them between keys.
public protocol TextFeed: AnyObject {
    /// Starts reading; `wake` is called on the feed's thread whenever lines or news came, so the key loop, waiting
    /// for a key, takes them at once rather than at its next tick.
    func start(waking wake: @escaping @Sendable () -> Void)
    /// The lines that came since the last call, already written to the text's copy in the library (so a reader opening
    /// the text later reads them from there, and none twice), and the feed's line for the header when it changed.
    func takeArrivals() -> TextFeedArrivals
    /// The header's line now: "following subs.txt", "subs.txt was deleted: 12 lines kept".
    var status: String { get }
}

/// What a feed had for the reader when asked: lines at the text's end, and a new line for the header.
nonisolated public struct TextFeedArrivals: Sendable, Equatable {
    public let lines: [String]
    /// The feed's new header line, when it changed (the writer went away, the file was truncated).
    public let status: String?

    public init(lines: [String], status: String?) {
        self.lines = lines
        self.status = status
    }

    /// Whether nothing came.
    public var isEmpty: Bool { lines.isEmpty && status == nil }
}
