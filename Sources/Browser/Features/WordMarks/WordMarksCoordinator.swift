import Coordination
import Segmentation

/// The list of marked words (``AppRoute/wordMarks``): opens a word's page, takes a mark off and puts it back, and
/// shows the marks afresh after each.
public final class WordMarksCoordinator: BrowserCoordinator {
    /// Strong: the marks, the dictionary and the writer (``WordMarksServices``), none of which refers to a coordinator.
    private let services: any WordMarksServices
    /// Weak: the stack owns the screen, and the screen this coordinator.
    private weak var screen: WordMarksViewModel?

    init(navigator: TabNavigator, services: any WordMarksServices) {
        self.services = services
        super.init(navigator: navigator, services: services)
    }

    public override func start() {
        let screen = WordMarksViewModel(coordinator: self)
        // Weak self: the screen owns this coordinator.
        screen.onOutput = { [weak self] output in self?.screenDidOutput(output) }
        self.screen = screen
        refresh()
        navigator.push(.wordMarks(screen))
    }

    /// Reads the marks again (their count; the rows on screen are read as they are drawn).
    private func refresh() {
        screen?.show(services.wordMarks.pagedMarks, problem: services.wordMarks.problem)
    }

    private func screenDidOutput(_ output: WordMarksViewModel.Output) {
        switch output {
        case .open(let word):
            if let entry = services.entry(headword: word.headword, reading: word.reading) {
                show(.wordDetail(entry, writtenAs: word.headword))
            } else {
                screen?.showNotice("\(word.headword) is not in the dictionary")
            }
        case .unmark(let word):
            let marked = services.toggleMark(word.mark, headword: word.headword, reading: word.reading)
            refresh()
            screen?.showNotice(marked.notice)
        case .undoRequested:
            let notice = undoDeckChange()
            refresh()
            screen?.showNotice(notice)
        }
    }
}
