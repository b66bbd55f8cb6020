/// Sends kept words to the Anki the learner runs (issue 48): what `a` does beside keeping, the pane's "Anki:" line
/// and `O` read it.
public protocol SendsToAnki {
    /// The link (kanji-tui's on AnkiConnect in the app; off in most tests); it refers to no coordinator or screen.
    var anki: AnkiLink { get }
}

extension BrowserServices: SendsToAnki {}
