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
    /// One thing done to a card, to take back with `u`: a grade, or setting the card aside.
    private enum Step {
        case graded(GivenGrade)
        case setAside(SetAsideCard)

        /// The card as it was before.
        var before: StudyCard {
            switch self {
            case .graded(let grade): grade.before
            case .setAside(let setAside): setAside.before
            }
        }
    }

    /// A card suspended (`!`) or buried (`-`) during the review.
    private struct SetAsideCard {
        /// The card as it was before, whose suspension and burial are put back.
        let before: StudyCard
        /// "suspending", "burying": what `u` says it took back.
        let action: String
        let queuePosition: StudyCard?
        let newPosition: StudyCard?
    }

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
    /// Strong: the deck, the writer, the scheduler, the clock and the data its cards are made of (``ReviewServices``),
    /// none of which refers to a coordinator.
    private let services: any ReviewServices
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
    /// What was done to the cards shown, oldest first.
    private var steps: [Step] = []
    /// The grades given, oldest first.
    private var given: [GivenGrade] {
        steps.compactMap { step in
            switch step {
            case .graded(let grade): grade
            case .setAside: nil
            }
        }
    }

    /// - Parameters:
    ///   - dueBy: the time the review reviews the cards due by (its start).
    ///   - count: how many cards were due then; not zero.
    init(navigator: TabNavigator, services: any ReviewServices, dueBy: Timestamp, count: Int) {
        precondition(count > 0, "a review needs a card")
        guard let stack = navigator.stack else { preconditionFailure("a review was routed on a tab that is not built") }
        self.navigator = navigator
        self.services = services
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
            let saved = try services.writer.perform(.grade(graded, log: log))
            logID = saved.logID
            notice = if let lapses = saved.leechLapses {
                "\(card.name) is a leech (\(lapses) lapse\(lapses == 1 ? "" : "s")): suspended"
            } else {
                "\(rating.label) — \(card.name) again \(DueText.relative(schedule.due, now: log.reviewedAt))"
            }
        } catch {
            unsaved.insert(card.schedule.id)
            notice = "not saved: \(error.message)"
        }
        steps.append(.graded(GivenGrade(before: card, rating: rating, logID: logID, queuePosition: queuePosition, newPosition: newPosition)))
        shown = nextCard()
        navigator.replaceTop(with: nextScreen(notice: notice))
    }

    // MARK: Setting aside

    /// Suspends (`!`) or buries until the next study day (`-`) the card shown, as Anki does, and shows the next card:
    /// the card keeps its schedule and log, and no review shows it while it is set aside.
    /// - Returns: why the card could not be set aside (it stays shown), or `nil`.
    private func setAside(suspending: Bool) -> String? {
        guard let card = shown else { return nil }
        let notice: String
        do {
            if suspending {
                try services.writer.perform(.setSuspended(true, card))
                notice = "\(card.name) suspended: ! on its Study row brings it back"
            } else {
                let nextDay = services.studyDay.start(containing: services.now()).advanced(byDays: 1)
                try services.writer.perform(.bury(card, until: nextDay))
                notice = "\(card.name) buried until the next study day"
            }
        } catch {
            return "not set aside: \(error.message)"
        }
        steps.append(.setAside(SetAsideCard(before: card, action: suspending ? "suspending" : "burying",
                                            queuePosition: queuePosition, newPosition: newPosition)))
        shown = nextCard()
        navigator.replaceTop(with: nextScreen(notice: notice))
        return nil
    }

    // MARK: Taking back

    /// Takes back the last grade, suspension or burial: the deck forgets it and its card is shown again.
    /// - Returns: why nothing was taken back, or `nil` when the card is back.
    private func undo() -> String? {
        guard let last = steps.last else { return "Nothing to take back yet" }
        let notice: String
        let position: (queue: StudyCard?, new: StudyCard?)
        switch last {
        case .graded(let grade):
            if let logID = grade.logID {
                do {
                    try services.writer.perform(.undoGrade(logID: logID, restoring: grade.before))
                } catch {
                    return "not taken back: \(error.message)"
                }
            }
            notice = "Took back \(grade.rating.label) for \(grade.before.name)"
            position = (grade.queuePosition, grade.newPosition)
        case .setAside(let setAside):
            do {
                try services.writer.perform(.setSuspended(setAside.before.isSuspended, setAside.before))
                try services.writer.perform(.bury(setAside.before, until: setAside.before.buriedUntil))
            } catch {
                return "not taken back: \(error.message)"
            }
            notice = "Took back \(setAside.action) \(setAside.before.name)"
            position = (setAside.queuePosition, setAside.newPosition)
        }
        steps.removeLast()
        shown = last.before
        queuePosition = position.queue
        newPosition = position.new
        navigator.replaceTop(with: nextScreen(notice: notice))
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
        // Cards met so far (graded or set aside), this one counted once however often a learning step brings it back:
        // "1 of 1", never "2 of 1".
        let met = Set(steps.map(\.before.schedule.id))
        let number = met.count + (met.contains(shown.schedule.id) ? 0 : 1)
        let position = "\(number) of \(max(total, number))"
        if shown.kind == .writing, case .kanji(let kanji) = shown.item {
            let screen = WritingReviewViewModel.make(kanji: kanji, cue: shown.context, store: store, strokes: services.strokes, dictionary: dictionary,
                                                     intervals: intervals, position: position, state: shown.schedule.state.label,
                                                     notice: notice, coordinator: self)
            // Weak self: the screen owns this flow. Unowned screen: the screen itself calls this closure.
            screen.onOutput = { [weak self, unowned screen] output in self?.respond(to: output, showNotice: screen.showNotice) }
            return .writingReview(screen)
        }
        let front = StudyCardFront.front(of: shown, store: store, dictionary: dictionary)
        let screen = ReviewCardViewModel(front: front.text, kind: shown.kind, prompt: front.prompt,
                                         context: front.showsContext ? shown.context : nil,
                                         back: { StudyCardBack.facts(for: shown, store: store, dictionary: dictionary) },
                                         intervals: intervals,
                                         position: position, state: shown.schedule.state.label,
                                         notice: notice, coordinator: self)
        // Weak self: the screen owns this flow. Unowned screen: the screen itself calls this closure.
        screen.onOutput = { [weak self, unowned screen] output in self?.respond(to: output, showNotice: screen.showNotice) }
        if case .word(let headword, _) = shown.item { screen.sayWord = { [weak self] in self?.services.speech.speak(headword) } }
        return .reviewCard(screen)
    }

    /// A card's output, from a review card or a writing review alike; `showNotice` shows why nothing changed.
    private func respond(to output: ReviewCardViewModel.Output, showNotice: (String) -> Void) {
        switch output {
        case .graded(let rating): grade(rating)
        case .undo: if let reason = undo() { showNotice(reason) }
        case .suspend: if let reason = setAside(suspending: true) { showNotice(reason) }
        case .bury: if let reason = setAside(suspending: false) { showNotice(reason) }
        }
    }
}
