/// A card taken off the study list by ``StudyDeckRestoring/takeOff(_:)``, with everything it had, so that `u` can
/// put it back as it was (issue 34: nothing a learner keeps is lost to one key).
///
/// The browser reads only the item and how many reviews went with it (for the notice line: "Put 日 back on the
/// study list with its 12 reviews"); what the card was is ``contents``, in the form of the deck that took it off
/// and for that deck alone to read back: every row the user database deleted (the card row and its review log,
/// whatever columns they have), or the in-memory deck's card and log lines in the tests.
public struct RemovedCard: Sendable {
    /// The item taken off.
    public let item: LookupItem
    /// How many grades its log held, all of them kept in ``contents``.
    public let reviewCount: Int
    /// What the deck read before removing it, in its own form (a value of the deck's own type, which it alone reads).
    public let contents: any Sendable

    public init(item: LookupItem, reviewCount: Int, contents: any Sendable) {
        self.item = item
        self.reviewCount = reviewCount
        self.contents = contents
    }
}

/// A deck that can take a card off the study list and give it back whole: the same card id, the same FSRS state,
/// every review, its sentence and frequency rank. What `u` undoes `a` with, right after, on the screen where it was
/// pressed (``DeckChange``).
///
/// Every deck the browser is given conforms (``BrowserServices/study`` is a ``BrowserStudyDeck``): the user
/// database's reads the rows it deletes in the same transaction that deletes them, and puts them back in one.
public protocol StudyDeckRestoring: AnyObject {
    /// Stops keeping `item`, with its review log, as ``StudyDeck/remove(_:)`` does, and returns what it was: read in
    /// the same transaction as the removal, so a grade saved by another instance in between is either in it or kept.
    /// - Returns: the card as it was, or `nil` when `item` was not kept (nothing changes).
    func takeOff(_ item: LookupItem) throws(StudyDeckError) -> RemovedCard?
    /// Puts `removed` back exactly as ``takeOff(_:)`` found it, in one transaction: all of it, or nothing when the
    /// item was kept again meanwhile (another instance), or when `removed` is not this deck's.
    func putBack(_ removed: RemovedCard) throws(StudyDeckError)
}
