import Foundation

/// One card's row in the `cards` table: Anki's numbers for where it is and when it is due.
struct AnkiCardRow {
    var type = 0
    var queue = 0
    var due: Int64
    var interval = 0
    /// Anki's ease in permille: 2500, its default, for a studied card (FSRS ignores it); 0 for a new one.
    var factor = 0
    var reviews = 0
    var lapses = 0
    /// Learning steps left (Anki's `left`).
    var left = 0
    var history: AnkiCardHistory?

    init(_ noteCard: AnkiNoteCard, position: Int, days: AnkiDays, creation: Int64) {
        due = Int64(position)
        defer {
            // Set aside in `queue` alone, as Anki does: `type` keeps where the card is, so unsuspending restores it.
            switch noteCard.setAside {
            case .none: break
            case .suspended: queue = -1
            case .buried: queue = -3
            }
        }
        switch noteCard.card {
        case .new:
            return
        case .learning(let dueAt, let remainingSteps, let history):
            (type, queue, due, left, self.history) = (1, 1, dueAt, remainingSteps, history)
        case .review(let dueAt, let intervalDays, let history):
            (type, queue, due, interval, self.history) = (2, 2, Int64(days.day(of: dueAt, creation: creation)), intervalDays, history)
        case .relearning(let dueAt, let remainingSteps, let intervalDays, let history):
            (type, queue, due, interval, left, self.history) = (3, 1, dueAt, intervalDays, remainingSteps, history)
        }
        factor = 2500
        reviews = history?.reviews ?? 0
        lapses = history?.lapses ?? 0
    }

    /// The `data` column: FSRS's memory state as Anki writes it (stability, difficulty, desired retention,
    /// decay, last review time); `{}` for a new card.
    func data() throws -> String {
        guard let history else { return "{}" }
        return try AnkiCollection.json([
            "s": history.stability, "d": history.difficulty, "dr": history.desiredRetention, "decay": history.decay,
            "lrt": history.lastReviewAt,
        ] as [String: Any])
    }
}
