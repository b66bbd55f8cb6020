import Coordination
import FSRS
import KanjiKit

/// A review of the cards due: one card screen at a time, each grade scheduled, saved, and the card screen
/// **replaced** by the next card, then by the summary — the stack shows where the person is, not every card.
///
/// A flow anchored on the study list (docs/design.md, "Routes and tabs"): however the person leaves — Enter on the summary, Back
/// mid-review, a tab switch, `q` — ``flowDidEnd()`` runs once and the flow finishes towards its parent with a
/// ``ReviewResult``: finished, or left early with how far it got. Every grade was saved when it was given, so the
/// cleanup only reports. Its screens own it: once they leave the stack, nothing keeps the flow alive.
///
/// It holds no queue: the cards due when it began are the deck's, asked for one at a time in the deck's order
/// (``StudyDeck/nextCard(dueBy:after:)``, one SQL query in the app), so a review of 50,000 due cards starts as
/// fast as a review of one.
public final class ReviewCoordinator: FlowCoordinator<AppScreen, ReviewResult> {
    /// One grade given, to take back with `u`.
    private struct GivenGrade {
        /// The card as it was before the grade, to put back.
        let before: StudyCard
        let rating: Rating
        /// The saved log line, or `nil` when the deck could not save the grade.
        let logID: Int64?
        /// Where the queues stood while the card was shown, to stand there again when the grade is taken back.
        let queuePosition: StudyCard?
        let newPosition: StudyCard?
    }

    /// Strong: the navigator refers to no coordinator.
    private let navigator: TabNavigator
    private var services: BrowserServices { navigator.services }
    /// The review's queue: the cards due at or before this time when it began.
    private let dueBy: Timestamp
    /// How many cards were due when it began, within today's limits: the "of 12" and the summary's total.
    private let total: Int
    /// The card shown, as it was before its grade; `nil` once the summary is shown (the queue is done).
    private var shown: StudyCard?
    /// The last review card taken from the cards due when the review began: where the queue goes on from (a
    /// learning card shown in between does not move it).
    private var queuePosition: StudyCard?
    /// The last new card introduced: where the new cards go on from, in the deck's new-card order.
    private var newPosition: StudyCard?
    /// The cards whose grade could not be saved: still in their step, they are not shown again and again.
    private var unsaved: Set<Int64> = []
    /// The grades given, oldest first.
    private var given: [GivenGrade] = []

    /// - Parameters:
    ///   - dueBy: the time the review reviews the cards due by (its start).
    ///   - count: how many cards were due then; not zero.
    init(navigator: TabNavigator, dueBy: Timestamp, count: Int) {
        precondition(count > 0, "a review needs a card")
        guard let stack = navigator.stack else { preconditionFailure("a review was routed on a tab that is not built") }
        self.navigator = navigator
        self.dueBy = dueBy
        self.total = count
        super.init(stack: stack)
    }

    /// How far the review got, as the summary and the parent see it.
    public var tally: ReviewTally {
        ReviewTally(total: total, grades: given.map(\.rating), cardsGraded: Set(given.map(\.before.schedule.id)).count,
                    unsaved: given.count { $0.logID == nil },
                    nextDue: services.study.cards(offset: 0, limit: 1).first?.schedule.due)
    }

    /// How far ahead a learning card is shown when nothing else is left (Anki's learn-ahead limit, 20 minutes):
    /// the review ends only when no card is due within it.
    public static let learnAheadSeconds: Int64 = 20 * 60

    public override func startFlow() {
        shown = nextCard()
        navigator.push(nextScreen(notice: nil))
    }

    /// The next card, as Anki orders a session: a learning card whose step has passed, else the next review card
    /// due when the review began, then the next new card in the deck's new-card order (reviews before new cards,
    /// Anki's default) — each within what today's limits still allow (new cards up to the new cards per day,
    /// review cards up to the reviews per day, asked of the deck each time so an undone grade gives its card
    /// back) — else a learning card due within the learn-ahead limit. Learning cards are never limited.
    private func nextCard() -> StudyCard? {
        let now = services.now()
        let deck = services.study
        if let learning = deck.nextLearningCard(dueBy: now), !unsaved.contains(learning.schedule.id) { return learning }
        let skipping = deck.allowance(since: services.studyDay.start(containing: now)).exhausted
        if let queued = deck.nextCard(dueBy: dueBy, after: queuePosition, skipping: skipping.union([.new])) {
            queuePosition = queued
            return queued
        }
        if !skipping.contains(.new), let new = deck.nextNewCard(dueBy: dueBy, after: newPosition) {
            newPosition = new
            return new
        }
        guard let ahead = deck.nextLearningCard(dueBy: now.advanced(bySeconds: Self.learnAheadSeconds)),
              !unsaved.contains(ahead.schedule.id) else { return nil }
        return ahead
    }

    /// The flow has ended, whichever way: report how far it got (a no-op when the summary already reported).
    public override func flowDidEnd() {
        finish(with: shown == nil ? .finished(tally) : .leftEarly(tally))
    }

    // MARK: Grading

    /// Schedules `rating` for the card shown, saves it, and shows the next card (or the summary) in its place.
    private func grade(_ rating: Rating) {
        guard let card = shown else { return }
        let (schedule, log) = services.scheduler.review(card.schedule, rating: rating, at: services.now())
        var graded = card
        graded.schedule = schedule
        let notice: String
        var logID: Int64?
        do {
            logID = try services.study.save(graded, log: log)
            notice = "\(rating.label) — \(card.item.label) again \(DueText.relative(schedule.due, now: log.reviewedAt))"
        } catch {
            unsaved.insert(card.schedule.id)
            notice = "not saved: \(error.message)"
        }
        given.append(GivenGrade(before: card, rating: rating, logID: logID, queuePosition: queuePosition, newPosition: newPosition))
        shown = nextCard()
        navigator.replaceTop(with: nextScreen(notice: notice))
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
        shown = last.before
        queuePosition = last.queuePosition
        newPosition = last.newPosition
        navigator.replaceTop(with: nextScreen(notice: "Took back \(last.rating.label) for \(last.before.item.label)"))
        return nil
    }

    // MARK: Screens

    /// The screen for where the review is now: the card shown, or the summary after the last.
    private func nextScreen(notice: String?) -> AppScreen {
        guard let shown else {
            let tally = tally
            let summary = ReviewSummaryViewModel(tally: tally, nextDue: tally.nextDue.map { DueText.relative($0, now: services.now()) },
                                                 notice: notice, coordinator: self)
            summary.onOutput = { [weak self] output in
                guard let self else { return }
                switch output {
                case .close: finish(with: .finished(self.tally))
                case .undo: if let reason = undo() { navigator.replaceTop(with: nextScreen(notice: reason)) }
                }
            }
            return .reviewSummary(summary)
        }
        let store = services.store
        let dictionary = try? services.words.get()
        let now = services.now()
        let intervals = Rating.allCases.map { rating in
            IntervalText.short(from: now, to: services.scheduler.review(shown.schedule, rating: rating, at: now).card.due)
        }
        // Cards met so far, this one counted once however often a learning step brings it back: "1 of 1", never "2 of 1".
        let graded = Set(given.map(\.before.schedule.id))
        let number = graded.count + (graded.contains(shown.schedule.id) ? 0 : 1)
        let screen = ReviewCardViewModel(front: shown.item.text, context: shown.context, back: { StudyCardBack.facts(for: shown.item, store: store, dictionary: dictionary) },
                                         intervals: intervals,
                                         position: "\(number) of \(max(total, number))", state: shown.schedule.state.label,
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
