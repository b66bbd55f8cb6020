import Coordination
import FSRS
import KanjiKit

/// The Study tab's root: the kept kanji and words with their schedules; Enter opens one on the Study stack, `R`
/// starts a review of what is due as a child flow, and this coordinator decides what follows it.
///
/// The list is read again whenever it is back on top (a review or a detail was left), and when the tab is shown
/// (something was kept elsewhere).
public final class StudyCoordinator: BrowserCoordinator, NavigationStackObserver {
    /// The tab's title and the breadcrumb's first step.
    public static let title = "Study"

    /// Weak: the Study tab's root screen owns this coordinator; kept to refresh it.
    private weak var screen: StudyListViewModel?
    /// The review under way, if any. Weak: its screens own it; when they leave the stack it is gone.
    public private(set) weak var review: ReviewCoordinator?

    /// Builds the study list screen, which the tab's stack is then created with (a stack is never empty). It is
    /// empty until ``refresh()``: the tab bar shows a tab right after building it, and reads the deck then, once.
    public func makeScreen() -> StudyListViewModel {
        let screen = StudyListViewModel(coordinator: self)
        screen.onOutput = { [weak self] output in self?.screenDidOutput(output) }
        screen.lookUpMeaning = { [weak self] item in self?.meaning(of: item) ?? "" }
        self.screen = screen
        return screen
    }

    /// Starts watching `stack`, the Study tab's, once it exists.
    func watch(_ stack: AppStack) {
        self.stack = stack
        stack.addObserver(self)
    }

    /// Shows the deck afresh: its counts (the deck's COUNT queries) and where the cursor's item now stands; the
    /// screen reads the cards it draws.
    public func refresh() {
        guard let screen else { return }
        let deck = services.study
        let now = services.now()
        let counts = deck.counts(at: now)
        screen.show(deck.pagedCards(total: counts.total), readAt: now, counts: counts, nextDue: counts.nextDue.map { DueText.relative($0, now: now) },
                    problem: deck.problem)
    }

    /// Lets the list's cards go while it is not on screen (``refresh()`` reads them again when it is).
    public func setAside() {
        screen?.setAside()
    }

    /// Ends the review under way, if any, by returning to the list: the flow's anchor is reached, so its cleanup
    /// runs and it reports how far it got. A tab switch and quitting call this.
    public func abandonReview() {
        guard review != nil, let screen else { return }
        stack?.pop(to: screen)
    }

    /// Back on top, the list is read again; covered (a review, a detail opened from it), it lets its cards go, as a
    /// hidden tab does: kept under a review, they were a second copy of the deck the grades had written anew.
    public func navigationStack(_ stack: AppStack, didChange change: NavigationChange<AppScreen>) {
        if stack.depth == 1 { refresh() } else { setAside() }
    }

    // MARK: Private

    private func screenDidOutput(_ output: StudyListViewModel.Output) {
        switch output {
        case .open(let item): open(item)
        case .review: startReview()
        case .toggleKept(let item):
            let confirmation = toggleKept(item)
            refresh()
            screen?.showNotice(confirmation)
        }
    }

    /// Starts a review of the cards due now, as a child flow whose result comes back typed; the flow asks the deck
    /// for one card at a time.
    private func startReview() {
        guard let stack else { return }
        let now = services.now()
        let dueCount = services.study.counts(at: now).dueNow
        guard dueCount > 0 else { return }
        let review = ReviewCoordinator(services: services, stack: stack, dueBy: now, count: dueCount)
        self.review = review
        addChild(review) { [weak self] result in self?.reviewDidEnd(result) }
        review.start()
    }

    /// The review reported: back to the list (if the person is not there already), fresh, with one line about it.
    private func reviewDidEnd(_ result: ReviewResult) {
        if let screen { stack?.pop(to: screen) }
        refresh()
        screen?.showNotice(result.summaryLine)
    }
}
