import Coordination

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
        navigator.push(makeWordSearchScreen(title: query, query: query))
    }
}
