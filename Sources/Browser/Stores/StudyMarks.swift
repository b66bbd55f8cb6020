/// Which items are kept for study, for the mark every list draws beside them (kanji rows, a detail's words,
/// history rows, a word's kanji list), and whether `a` must ask before taking one off: the one reusable piece a
/// screen needs to show the mark and toggle it.
///
/// A coordinator gives its screen one (``BrowserCoordinator/studyMarks``); the screen asks only for the rows it
/// draws, and the deck answers from its cache, so marking costs nothing per frame.
public struct StudyMarks {
    /// Strong: the deck is a service that lives as long as the app and refers to no screen, so no cycle.
    private let deck: StudyDeck?

    /// - Parameter deck: the study list, or `nil` for a screen that marks nothing.
    public init(deck: StudyDeck?) {
        self.deck = deck
    }

    /// Marks nothing: a screen nobody gave the study list (a test's bare screen).
    public static var none: StudyMarks { StudyMarks(deck: nil) }

    /// Whether `item` is on the study list.
    public func isKept(_ item: LookupItem) -> Bool {
        deck?.contains(item) ?? false
    }

    /// What `a` on `item` must ask before it toggles: the question when `item` is kept and has reviews (taking it
    /// off would delete them), `nil` when the toggle may happen at once (keeping it, or taking off a card never
    /// reviewed, which loses nothing). Every screen with `a` asks here, so the rule is the same on all of them.
    public func removalQuestion(for item: LookupItem) -> RemovalQuestion? {
        guard let deck, deck.contains(item) else { return nil }
        let reviews = deck.reviewCount(of: item)
        return reviews > 0 ? RemovalQuestion(item: item, reviewCount: reviews) : nil
    }
}
