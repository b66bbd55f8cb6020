import Coordination

/// The study list's statistics (`s` on the Study list): reads them once from the deck at the services' clock and
/// pushes the page. It decides nothing after: the page only scrolls, and Back pops it, freeing this coordinator.
public final class StudyStatsCoordinator: BrowserCoordinator {
    public override func start() {
        let deck = services.study
        let screen = StudyStatsViewModel(statistics: deck.statistics(at: services.now()), problem: deck.problem, coordinator: self)
        navigator.push(.studyStats(screen))
    }
}
