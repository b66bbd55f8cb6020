import Coordination
import KanjiKit

extension BrowserCoordinator {
    /// The word search as the Words tab and `w` on a kanji show it, owned by this coordinator: a word chosen there
    /// opens its detail on the same stack, so Back returns to the results. A word dictionary that cannot be read
    /// is a page that says why, under the same title.
    /// - Parameters:
    ///   - title: the screen's title (the tab's name, or the query pushed).
    ///   - query: the search already typed; empty for the tab's own search line.
    ///   - services: the dictionary searched, and the learner's beside it; the screen's closures keep them (they refer
    ///     to no coordinator).
    func makeWordSearchScreen(title: String, query: String = "", services: any WordSearchServices) -> AppScreen {
        switch services.words {
        case .success(let dictionary):
            let screen = WordSearchViewModel(title: title, dictionary: dictionary, learnerSearch: services.learnerSearch, query: query, coordinator: self)
            screen.studyMarks = studyMarks
            // Weak self: the screen owns this coordinator.
            screen.studyItem = { entry in services.studyItem(of: entry) }
            // Weak self: the screen owns this coordinator. Unowned screen: the screen calls this closure itself.
            screen.onOutput = { [weak self, unowned screen] output in
                guard let self else { return }
                switch output {
                // Typed as one of the word's spellings (直す, of the entry JMdict heads 治す): its page is headed so.
                case .wordChosen(let entry): show(.wordDetail(entry, writtenAs: screen.query))
                case .importedTermChosen(let match):
                    show(.importedTerm(dictionary: match.dictionary, expression: match.term.expression, reading: match.term.readingOrExpression))
                case .toggleKept(let item): screen.showNotice(toggleKept(item))
                case .undoRequested: screen.showNotice(undoDeckChange())
                }
            }
            return .wordSearch(screen)
        case .failure(let error):
            return .textPage(TextPageViewModel(title: title, lines: ["The word search is unavailable:", "\(error)"], coordinator: self))
        }
    }
}
