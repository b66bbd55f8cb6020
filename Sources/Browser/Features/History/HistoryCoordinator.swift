import Coordination
import KanjiKit

/// The History tab's root: lists what was opened and opens it again on the History stack.
///
/// As a ``TabRoot`` it reads the history again whenever its list is seen (its tab shown, or its screen back on
/// top) and lets the rows go whenever it is not.
public final class HistoryCoordinator: BrowserCoordinator, TabRoot {
    /// Strong: the history, the data its rows read and the writer (``HistoryServices``), none of which refers to a
    /// coordinator.
    private let services: any HistoryServices
    /// Weak: the History tab's root screen owns this coordinator; kept to refresh it.
    private weak var screen: HistoryViewModel?

    init(navigator: TabNavigator, services: any HistoryServices) {
        self.services = services
        super.init(navigator: navigator, services: services)
    }

    /// Builds the history screen, which the tab's stack is then created with (a stack is never empty). It is
    /// empty until ``refresh()``: the tab bar shows a tab right after building it, and asks the history then, once.
    public func makeRootScreen() -> AppScreen {
        let screen = HistoryViewModel(coordinator: self)
        screen.onOutput = { [weak self] output in self?.screenDidOutput(output) }
        screen.lookUpMeaning = { [weak self] item in self?.services.meaning(of: item) ?? "" }
        screen.studyMarks = studyMarks
        self.screen = screen
        return .history(screen)
    }

    public func tabDidAppear() { refresh() }
    public func tabDidDisappear() { setAside() }
    public func rootDidReturnToTop() { refresh() }
    public func rootWasCovered() { setAside() }

    /// Shows the history afresh: its length and where the cursor's item now stands; the screen reads the rows it
    /// draws.
    public func refresh() {
        guard let screen else { return }
        screen.show(services.history.pagedEntries, problem: services.history.problem)
    }

    /// Lets the list's rows go while it is not on screen (``refresh()`` reads them again when it is).
    public func setAside() {
        screen?.setAside()
    }

    // MARK: Private

    private func screenDidOutput(_ output: HistoryViewModel.Output) {
        switch output {
        case .open(let item): if let route = services.route(opening: item) { show(route) }
        case .delete(let item):
            services.writer.perform(.forget(item))
            refresh()
        case .clearAll:
            services.writer.perform(.forgetHistory)
            refresh()
        case .toggleKept(let item):
            screen?.showNotice(toggleKept(item))
        case .undoRequested:
            screen?.showNotice(undoDeckChange())
        }
    }
}
