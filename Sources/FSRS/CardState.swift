/// Where a card is in its life: never seen, being learned in short steps, scheduled in days, or
/// relearned in short steps after a lapse.
///
/// The raw values of learning, review and relearning are py-fsrs's `State` values (1, 2, 3), so logs
/// and fixtures read the same in both. py-fsrs has no separate new state: its fresh card is learning at
/// step 0 with no stability yet. Here that card is `.new`, which a list can show, and the scheduler
/// treats it exactly as py-fsrs treats its fresh card.
public enum CardState: Int, Sendable, Hashable, Codable, CaseIterable {
    case new = 0
    case learning = 1
    case review = 2
    case relearning = 3
}
