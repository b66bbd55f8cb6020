import Coordination
import KanjiKit

/// The Words tab's root: the word search. A word chosen there opens its detail on the Words stack, so Back
/// returns to the results with the query still on the line.
public final class WordsTabCoordinator: BrowserCoordinator, TabRoot {
    /// Builds the tab's root screen, which owns this coordinator from then on: the search, or a page saying why
    /// the word dictionary cannot be read.
    public func makeRootScreen() -> AppScreen {
        switch services.words {
        case .success(let dictionary):
            let screen = WordSearchViewModel(title: AppTab.words.title, dictionary: dictionary, coordinator: self)
            screen.studyMarks = studyMarks
            // Weak self: the screen owns this coordinator.
            screen.studyItem = { [weak self] entry in
                self?.studyItem(of: entry) ?? .word(headword: entry.headword, reading: entry.reading)
            }
            // Weak self: the screen owns this coordinator. Unowned screen: the screen calls this closure itself.
            screen.onOutput = { [weak self, unowned screen] output in
                guard let self else { return }
                switch output {
                case .wordChosen(let entry): show(.wordDetail(entry))
                case .toggleKept(let item): screen.showNotice(toggleKept(item))
                }
            }
            return .wordSearch(screen)
        case .failure(let error):
            return .textPage(TextPageViewModel(title: AppTab.words.title, lines: ["The word search is unavailable:", "\(error)"], coordinator: self))
        }
    }
}
