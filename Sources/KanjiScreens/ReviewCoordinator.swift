import Coordination
import FSRS
import KanjiKit

/// A review of the cards due: one card screen at a time, each grade scheduled, saved, and the card screen
/// **replaced** by the next card, then by the summary — the stack shows where the person is, not every card.
///
/// A flow anchored on the study list (design.md §3): however the person leaves — Enter on the summary, Back
/// mid-review, a tab switch, `q` — ``flowDidEnd()`` runs once and the flow finishes towards its parent with a
/// ``ReviewResult``: finished, or left early with how far it got. Every grade was saved when it was given, so the
/// cleanup only reports. Its screens own it: once they leave the stack, nothing keeps the flow alive.
@MainActor
public final class ReviewCoordinator: FlowCoordinator<AppScreen, ReviewResult> {
    /// One grade given, to take back with `u`.
    private struct GivenGrade {
        /// The card as it was before the grade, to put back.
        let before: StudyCard
        let rating: Rating
        /// The saved log line, or `nil` when the deck could not save the grade.
        let logID: Int64?
    }

    /// Strong: a struct of shared services, none of which refers to a coordinator.
    private let services: BrowserServices
    /// The cards due when the review began, soonest first.
    private let queue: [StudyCard]
    /// The card shown: `queue[position]`, or the summary once it equals `queue.count`.
    private var position = 0
    /// The grades given, oldest first.
    private var given: [GivenGrade] = []

    /// - Parameter cards: the cards to review, in order; not empty.
    public init(services: BrowserServices, stack: AppStack, cards: [StudyCard]) {
        precondition(!cards.isEmpty, "a review needs a card")
        self.services = services
        self.queue = cards
        super.init(stack: stack)
    }

    /// How far the review got, as the summary and the parent see it.
    public var tally: ReviewTally {
        ReviewTally(total: queue.count, grades: given.map(\.rating), unsaved: given.count { $0.logID == nil },
                    nextDue: services.study.cards().first?.schedule.due)
    }

    public override func startFlow() {
        stack?.push(nextScreen(notice: nil))
    }

    /// The flow has ended, whichever way: report how far it got (a no-op when the summary already reported).
    public override func flowDidEnd() {
        finish(with: position >= queue.count ? .finished(tally) : .leftEarly(tally))
    }

    // MARK: Grading

    /// Schedules `rating` for the card shown, saves it, and shows the next card (or the summary) in its place.
    private func grade(_ rating: Rating) {
        let card = queue[position]
        let (schedule, log) = services.scheduler.review(card.schedule, rating: rating, at: services.now())
        var graded = card
        graded.schedule = schedule
        var notice: String?
        var logID: Int64?
        do {
            logID = try services.study.save(graded, log: log)
        } catch {
            notice = "not saved: \(error.message)"
        }
        given.append(GivenGrade(before: card, rating: rating, logID: logID))
        position += 1
        stack?.replaceTop(with: nextScreen(notice: notice))
    }

    /// Takes back the last grade: the deck forgets it and its card is shown again.
    /// - Returns: why nothing was taken back, or `nil` when the card is back.
    private func undo() -> String? {
        guard let last = given.last else { return "Nothing to take back yet" }
        if let logID = last.logID {
            do {
                try services.study.undo(logID: logID, restoring: last.before)
            } catch {
                return "not taken back: \(error.message)"
            }
        }
        given.removeLast()
        position -= 1
        stack?.replaceTop(with: nextScreen(notice: "Took back \(last.rating.label) for \(last.before.item.label)"))
        return nil
    }

    // MARK: Screens

    /// The screen for where the review is now: the card at `position`, or the summary after the last.
    private func nextScreen(notice: String?) -> AppScreen {
        guard position < queue.count else {
            let tally = tally
            let summary = ReviewSummaryViewModel(tally: tally, nextDue: tally.nextDue.map { DueText.relative($0, now: services.now()) },
                                                 notice: notice, coordinator: self)
            summary.onOutput = { [weak self] output in
                guard let self else { return }
                switch output {
                case .close: finish(with: .finished(self.tally))
                case .undo: if let reason = undo() { stack?.replaceTop(with: nextScreen(notice: reason)) }
                }
            }
            return .reviewSummary(summary)
        }
        let shown = queue[position]
        let store = services.store
        let screen = ReviewCardViewModel(front: shown.item.frontText, back: { StudyCardBack.facts(for: shown.item, store: store) },
                                         position: "\(position + 1) of \(queue.count)", state: shown.schedule.state.label,
                                         notice: notice, coordinator: self)
        // Weak self: the screen owns this flow. Unowned screen: the screen itself calls this closure.
        screen.onOutput = { [weak self, unowned screen] output in
            guard let self else { return }
            switch output {
            case .graded(let rating): grade(rating)
            case .undo: if let reason = undo() { screen.showNotice(reason) }
            }
        }
        return .reviewCard(screen)
    }
}

private extension LookupItem {
    /// The front of the card: the kanji, or the word as written.
    var frontText: String {
        switch self {
        case .kanji(let character): character
        case .word(let headword, _): headword
        }
    }
}
