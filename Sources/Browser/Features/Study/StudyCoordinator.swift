import Coordination
import FSRS
import KanjiKit

/// The Study tab's root: the kept kanji and words with their schedules; Enter opens one on the Study stack, `R`
/// starts a review of what is due as a child flow, and this coordinator decides what follows it.
///
/// As a ``TabRoot`` it reads the deck again whenever its list is seen (its tab shown — something was kept
/// elsewhere —, or its screen back on top after a review or a detail) and lets the cards go whenever it is not.
/// Hiding the tab ends a review under way.
public final class StudyCoordinator: BrowserCoordinator, TabRoot {
    /// Strong: the deck, the clock, the study day, the data its rows read and the writer (``StudyServices``), none of
    /// which refers to a coordinator.
    private let services: any StudyServices
    /// Weak: the Study tab's root screen owns this coordinator; kept to refresh it.
    private weak var screen: StudyListViewModel?
    /// Whether a review this coordinator routed to has not reported yet: the review's screens own it, and it
    /// reports exactly once however it ends.
    public private(set) var isReviewing = false

    init(navigator: TabNavigator, services: any StudyServices) {
        self.services = services
        super.init(navigator: navigator, services: services)
    }

    /// Builds the study list screen, which the tab's stack is then created with (a stack is never empty). It is
    /// empty until ``refresh()``: the tab bar shows a tab right after building it, and reads the deck then, once.
    public func makeRootScreen() -> AppScreen {
        let screen = StudyListViewModel(coordinator: self)
        screen.onOutput = { [weak self] output in self?.screenDidOutput(output) }
        screen.lookUpMeaning = { [weak self] item in self?.services.meaning(of: item) ?? "" }
        screen.studyMarks = studyMarks
        self.screen = screen
        return .studyList(screen)
    }

    public func tabDidAppear() { refresh() }

    /// Leaving the tab (or quitting) abandons a review under way: a review is of the cards due when it began, and
    /// its flow's cleanup reports how far it got.
    public func tabDidDisappear() {
        abandonReview()
        setAside()
    }

    public func rootDidReturnToTop() { refresh() }
    public func rootWasCovered() { setAside() }

    /// Shows the deck afresh: its counts (the deck's COUNT queries) and where the cursor's item now stands; the
    /// screen reads the cards it draws.
    public func refresh() {
        guard let screen else { return }
        let deck = services.study
        let now = services.now()
        let counts = deck.counts(at: now, dayStart: services.studyDay.start(containing: now))
        screen.show(deck.pagedCards(total: counts.total), readAt: now, counts: counts, newOrder: deck.newCardOrder(),
                    nextDue: counts.nextDue.map { DueText.relative($0, now: now) }, problem: deck.problem)
    }

    /// Lets the list's cards go while it is not on screen (``refresh()`` reads them again when it is).
    public func setAside() {
        screen?.setAside()
    }

    /// Ends the review under way, if any, by returning to the list: the flow's anchor is reached, so its cleanup
    /// runs and it reports how far it got.
    private func abandonReview() {
        guard isReviewing, let screen else { return }
        navigator.pop(to: screen)
    }

    // MARK: Suspending and burying

    /// `!` on a row: suspends the row's card (no review shows it; its schedule and log stay) or unsuspends it, and
    /// says so; a leech keeps its tag. Only that card: an item's other kinds keep their own state.
    private func suspend(_ card: StudyCard, _ suspended: Bool) {
        let name = card.name
        changeCard(card) { writer, card throws(StudyDeckError) in
            try writer.perform(.setSuspended(suspended, card))
            let notice = suspended ? "\(name) suspended: no review shows it until ! again" : "\(name) unsuspended"
            return (notice, .suspension(before: card, suspended: suspended))
        }
    }

    /// `-` on a row: buries the row's card until the next study day (4:00, the daily limits' boundary) or unburies it.
    private func bury(_ card: StudyCard, _ buried: Bool) {
        let nextDay = services.studyDay.start(containing: services.now()).advanced(byDays: 1)
        let name = card.name
        changeCard(card) { writer, card throws(StudyDeckError) in
            try writer.perform(.bury(card, until: buried ? nextDay : nil))
            let notice = buried ? "\(name) buried until the next study day" : "\(name) unburied"
            return (notice, .burial(before: card, buried: buried))
        }
    }

    /// Applies `change` to `card` through the services' writer, refreshes the list and shows the notice it returns,
    /// or why it failed. The change opens `u`'s window with what it returns (``DeckUndo``), so `u` right after takes
    /// it back, as the same key again would.
    private func changeCard(_ card: StudyCard,
                            _ change: (UserWriter, StudyCard) throws(StudyDeckError) -> (notice: String, undo: DeckChange)) {
        let notice: String
        do throws(StudyDeckError) {
            let changed = try change(services.writer, card)
            services.deckUndo.record(changed.undo)
            notice = changed.notice
        } catch {
            notice = "Not changed: \(error.message)"
        }
        refresh()
        screen?.showNotice(notice)
    }

    // MARK: Private

    private func screenDidOutput(_ output: StudyListViewModel.Output) {
        switch output {
        case .open(let item): if let route = services.route(opening: item) { show(route) }
        case .review: startReview()
        case .toggleKept(let item):
            let confirmation = toggleKept(item)
            refresh()
            screen?.showNotice(confirmation)
        case .changeNewCardsPerDay(let step): changeNewCardsPerDay(by: step)
        case .changeNewCardOrder(let order): changeNewCardOrder(to: order)
        case .changeReviewsPerDay(let step): changeReviewsPerDay(by: step)
        case .setSuspended(let card, let suspended): suspend(card, suspended)
        case .setBuried(let card, let buried): bury(card, buried)
        case .undoRequested:
            let notice = undoDeckChange()
            refresh()
            screen?.showNotice(notice)
        }
    }

    /// Anki's default reviews per day: where `<` starts from when there is no limit.
    static let defaultReviewsPerDay = 200

    /// `>`/`<`: stores the reviews per day `step` away from the stored limit (never below 0); with no limit, `<`
    /// sets Anki's default, 200, and `>` keeps none (`study config --reviews-per-day none` lifts a limit).
    private func changeReviewsPerDay(by step: Int) {
        let stored = services.study.allowance(since: services.studyDay.start(containing: services.now())).reviewsPerDay
        let count: Int? = if let stored { Self.stepped(stored, by: step) } else if step < 0 { Self.defaultReviewsPerDay } else { nil }
        do throws(StudyDeckError) {
            try services.writer.perform(.setReviewsPerDay(count))
            services.deckUndo.record(.reviewsPerDay(previous: stored))
            refresh()
            screen?.showNotice("Reviews per day: " + (count.map(String.init) ?? "no limit"))
        } catch {
            screen?.showNotice("not saved: \(error.message)")
        }
    }

    /// `limit` moved by `step`, never below 0 and never past Int.max: the stored limit is any count ≥ 0
    /// (`study config --new-per-day 9223372036854775807`), and `+` on the largest must not overflow (a trap).
    static func stepped(_ limit: Int, by step: Int) -> Int {
        let (sum, overflow) = limit.addingReportingOverflow(step)
        return overflow ? (step > 0 ? Int.max : 0) : max(0, sum)
    }

    /// `o`: stores the order new cards come in and says what it is now; the settings line follows at once.
    private func changeNewCardOrder(to order: NewCardOrder) {
        do throws(StudyDeckError) {
            try services.writer.perform(.setNewCardOrder(order))
            services.deckUndo.record(.newCardOrder(previous: order.other))
            refresh()
            let notice = switch order {
            case .kept: "New cards now come in the order kept"
            case .frequency: "New cards now come most common first (by frequency)"
            }
            screen?.showNotice(notice)
        } catch {
            screen?.showNotice("not saved: \(error.message)")
        }
    }

    /// `+`/`_`: stores the new cards per day `step` away from the stored count (never below 0), and says what it
    /// is now; the header's numbers follow at once.
    private func changeNewCardsPerDay(by step: Int) {
        let stored = services.study.allowance(since: services.studyDay.start(containing: services.now())).newPerDay
        let count = Self.stepped(stored, by: step)
        do throws(StudyDeckError) {
            try services.writer.perform(.setNewCardsPerDay(count))
            services.deckUndo.record(.newCardsPerDay(previous: stored))
            refresh()
            screen?.showNotice("New cards per day: \(count)")
        } catch {
            screen?.showNotice("not saved: \(error.message)")
        }
    }

    /// Starts a review of the cards due now that today's limits allow, as a child flow whose result comes back typed; the flow asks the deck
    /// for one card at a time.
    private func startReview() {
        let now = services.now()
        let dueCount = services.study.counts(at: now, dayStart: services.studyDay.start(containing: now)).dueNow
        guard dueCount > 0 else { return }
        isReviewing = true
        // Weak self: the review's screens own the review, which holds this closure; the list's screen owns self.
        show(.review(dueBy: now, count: dueCount))
    }

    /// The review reported (its flow's typed result, which the navigator hands the tab's root): back to the list
    /// (if the person is not there already), fresh, with one line about it.
    func reviewDidEnd(_ result: ReviewResult) {
        isReviewing = false
        if let screen { navigator.pop(to: screen) }
        refresh()
        screen?.showNotice(result.summaryLine)
    }
}
