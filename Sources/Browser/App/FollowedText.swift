/// The one text the browser follows as it grows (`kanji-tui read --follow`, issue 50), between its feed and the
/// reader that shows it: the key loop asks ``takeArrivals()`` when the feed woke it, and the lines go to the reader on
/// the text, if one is open. Lines that come while no reader is open are not lost: the feed has written them to the
/// text's copy in the library, which a reader opened later reads.
///
/// Holds the feed strongly and the reader's delivery as a closure that captures its coordinator weakly; it refers
/// to no screen.
public final class FollowedText {
    /// Strong: the feed, and the library entry of the text it writes, for the app's lifetime.
    private var followed: (feed: any TextFeed, entry: ReadingEntry)?
    /// Hands arrivals to the reader showing the followed text; set by its coordinator (capturing itself weakly) when
    /// it starts, so a reader closed and opened again is the one that gets them.
    var deliver: ((TextFeedArrivals) -> Void)?

    public init() {}

    /// Follows `feed`, whose lines the library keeps in `entry`; the feed starts reading, waking the key loop with
    /// `wake` when something comes.
    public func follow(_ feed: any TextFeed, as entry: ReadingEntry, waking wake: @escaping @Sendable () -> Void) {
        followed = (feed, entry)
        feed.start(waking: wake)
    }

    /// Whether `entry` is the text followed: its reader shows what comes.
    func isFollowed(_ entry: ReadingEntry) -> Bool {
        guard let followed else { return false }
        return followed.entry.id == entry.id && followed.entry.source == entry.source
    }

    /// The header line of the followed text now.
    var status: String? { followed?.feed.status }

    /// Takes what the feed has and hands it to the reader on the text, if one is open.
    /// - Returns: whether anything came, so a frame is drawn.
    public func takeArrivals() -> Bool {
        guard let arrivals = followed?.feed.takeArrivals(), !arrivals.isEmpty else { return false }
        deliver?(arrivals)
        return true
    }
}
