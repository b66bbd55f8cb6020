import Coordination
import KanjiKit

/// The word search pushed on any stack with a query already typed (``AppRoute/wordSearch(_:)``): `w` on a kanji's
/// detail lists every word written with the kanji (`*日*`), most common first. A word chosen there opens its
/// detail on the same stack, so Back returns to the results, then to the kanji.
public final class WordSearchCoordinator: BrowserCoordinator {
    public let query: String

    /// - Parameter query: the search to run, as the person could type it on the Words tab.
    public init(navigator: TabNavigator, query: String) {
        self.query = query
        super.init(navigator: navigator)
    }

    /// Runs the search, builds its screen (which then owns this coordinator) and pushes it; a dictionary that
    /// cannot be read is a page that says why.
    public override func start() {
        switch services.words {
        case .success(let dictionary):
            let screen = WordSearchViewModel(title: query, dictionary: dictionary, query: query, coordinator: self)
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
            navigator.push(.wordSearch(screen))
        case .failure(let error):
            navigator.push(.textPage(TextPageViewModel(title: query, lines: ["The word search is unavailable:", "\(error)"], coordinator: self)))
        }
    }
}
