/// Sends kept words to the Anki the learner runs (issue 48): what `a` does beside keeping, the pane's "Anki:" line
/// and `O` read it.
public protocol SendsToAnki {
    /// The link (kanji-tui's on AnkiConnect in the app; off in most tests); it refers to no coordinator or screen.
    var anki: AnkiLink { get }
}

/// Stated beside the protocol, not in a list: a new capability is one new file plus its member in ``BrowserServices``.
extension BrowserServices: SendsToAnki {}
