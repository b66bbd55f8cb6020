import Coordination
import FSRS
import Segmentation

/// The Read tab's root: lists the texts read before and opens one on the Read stack; a paste becomes a new text.
///
/// As a ``TabRoot`` it reads the library again whenever its list is seen and lets the rows go when it is not;
/// when its tab is hidden (or the app quits) the reader on its stack remembers where the reading is.
public final class ReadTabCoordinator: BrowserCoordinator, TabRoot {
    /// Strong: the library and the writer (``ReadingListServices``), none of which refers to a coordinator.
    private let services: any ReadingListServices
    /// Weak: the Read tab's root screen owns this coordinator.
    private weak var screen: ReadingListViewModel?

    init(navigator: TabNavigator, services: any ReadingListServices) {
        self.services = services
        super.init(navigator: navigator, services: services)
    }

    public func makeRootScreen() -> AppScreen {
        let screen = ReadingListViewModel(coordinator: self)
        screen.onOutput = { [weak self] output in self?.screenDidOutput(output) }
        self.screen = screen
        return .readingList(screen)
    }

    public func tabDidAppear() {
        refresh()
        // A word kept or reviewed on another tab shows its new colour, and the header counts it afresh.
        for case .reader(let reader) in navigator.stack?.screens ?? [] {
            reader.forgetKnowledge()
        }
    }
    public func tabDidDisappear() {
        saveReadingPositions()
        screen?.setAside()
    }
    public func rootDidReturnToTop() { refresh() }
    public func rootWasCovered() { screen?.setAside() }

    /// Shows the library afresh, last opened first.
    public func refresh() {
        screen?.show(services.library.pagedEntries(), problem: services.library.problem)
    }

    // MARK: Private

    private func screenDidOutput(_ output: ReadingListViewModel.Output) {
        switch output {
        case .open(let entry):
            show(.reader(entry))
        case .read(let pasted):
            do {
                let entry = try services.writer.perform(.addPastedText(pasted, title: ReadingListViewModel.title(ofPasted: pasted)))
                show(.reader(entry))
            } catch {
                screen?.showNotice("The paste is not kept: \(error.message)")
            }
        case .remove(let entry):
            do {
                try services.writer.perform(.removeText(entry))
                refresh()
                screen?.showNotice("Removed \(entry.title)\(entry.source == .pasted ? "" : "; its file stays where it is")")
            } catch {
                screen?.showNotice("Not removed: \(error.message)")
            }
        }
    }

    /// Every reader on the tab's stack remembers where its reading is.
    private func saveReadingPositions() {
        for case .reader(let reader) in navigator.stack?.screens ?? [] {
            reader.tabDidHide()
        }
    }
}
