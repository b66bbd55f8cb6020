import Coordination

/// The Words tab's root: the word search. A word chosen there opens its detail on the Words stack, so Back
/// returns to the results with the query still on the line.
public final class WordsTabCoordinator: BrowserCoordinator, TabRoot {
    /// Strong: the word dictionary (``WordSearchServices``), which refers to no coordinator.
    private let services: any WordSearchServices

    init(navigator: TabNavigator, services: any WordSearchServices) {
        self.services = services
        super.init(navigator: navigator, services: services)
    }

    /// Builds the tab's root screen, which owns this coordinator from then on: the search, or a page saying why
    /// the word dictionary cannot be read.
    public func makeRootScreen() -> AppScreen {
        makeWordSearchScreen(title: AppTab.words.title, services: services)
    }
}
