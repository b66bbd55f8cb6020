import Coordination
import KanjiKit

/// The History tab's root: lists what was opened and opens it again on the History stack.
///
/// It watches its stack so the list is fresh whenever its screen is on top again (something opened from it moved
/// to the top), and the tab bar asks it to ``refresh()`` when the tab is shown.
public final class HistoryCoordinator: BrowserCoordinator, NavigationStackObserver {
    /// The tab's title and the breadcrumb's first step.
    public static let title = "History"

    /// Weak: the History tab's root screen owns this coordinator; kept to refresh it.
    private weak var screen: HistoryViewModel?

    /// Builds the history screen, which the tab's stack is then created with (a stack is never empty). It is
    /// empty until ``refresh()``: the tab bar shows a tab right after building it, and asks the history then, once.
    public func makeScreen() -> HistoryViewModel {
        let screen = HistoryViewModel(coordinator: self)
        screen.onOutput = { [weak self] output in self?.screenDidOutput(output) }
        screen.lookUpMeaning = { [weak self] item in self?.meaning(of: item) ?? "" }
        screen.studyMarks = studyMarks
        self.screen = screen
        return screen
    }

    /// Starts watching `stack`, the History tab's, once it exists.
    func watch(_ stack: AppStack) {
        self.stack = stack
        stack.addObserver(self)
    }

    /// Shows the history afresh: its length and where the cursor's item now stands; the screen reads the rows it
    /// draws.
    public func refresh() {
        guard let screen else { return }
        screen.show(history.pagedEntries, problem: history.problem)
    }

    /// Lets the list's rows go while it is not on screen (``refresh()`` reads them again when it is).
    public func setAside() {
        screen?.setAside()
    }

    /// Back on top, the list is read again; covered (an item opened from it), it lets its rows go, as a hidden tab does.
    public func navigationStack(_ stack: AppStack, didChange change: NavigationChange<AppScreen>) {
        if stack.depth == 1 { refresh() } else { setAside() }
    }

    // MARK: Private

    private func screenDidOutput(_ output: HistoryViewModel.Output) {
        switch output {
        case .open(let item): open(item)
        case .delete(let item):
            history.delete(item)
            refresh()
        case .clearAll:
            history.clear()
            refresh()
        case .toggleKept(let item):
            screen?.showNotice(toggleKept(item))
        }
    }
}
