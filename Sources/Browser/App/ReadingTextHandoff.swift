import Segmentation

/// A text that `kanji-tui read` has already read, decoded and checked (before it took the terminal, so a bad file
/// is one line on standard error), left for the reader that opens it: the file is decoded once. Decoded twice, a
/// 10 MB text cost the first page about 70 ms more and held a second copy at the peak (BENCHMARKS.md, issue 21).
///
/// Holds at most one text, until the reader takes it; nothing in it refers to a coordinator or a screen.
public final class ReadingTextHandoff {
    /// Strong: the text waiting for its reader, and the entry it was read for.
    private var waiting: (entry: ReadingEntry, text: ReadingText)?

    public init() {}

    /// Leaves `text` for the reader that opens `entry`.
    public func hand(_ text: ReadingText, to entry: ReadingEntry) {
        waiting = (entry, text)
    }

    /// The text left for `entry`, once: a later opening reads the file again, which may have changed since. A text
    /// the library does not hold (id 0: a popup's selection, a text read without a user database) has nowhere else
    /// to be read from, so it stays for every screen that opens it (the reader, then `v`'s list of its words).
    func take(for entry: ReadingEntry) -> ReadingText? {
        guard let waiting, waiting.entry.id == entry.id, waiting.entry.source == entry.source else { return nil }
        if entry.id != Self.notInLibrary { self.waiting = nil }
        return waiting.text
    }

    /// The id of an entry the library does not hold.
    static let notInLibrary: Int64 = 0
}
