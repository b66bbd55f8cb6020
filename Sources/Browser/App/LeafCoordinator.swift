import Coordination

/// The coordinator of a screen that decides nothing of its own: it pushes the screen ``AppRoute/transition(on:from:)``
/// built for a route, and follows the routes the screen names. So a page that only shows something (the About
/// page, a kanji's stroke order, the study statistics) or only leads on (a kanji list, the components) costs no
/// coordinator class of its own.
final class LeafCoordinator: BrowserCoordinator {
    /// The route it was built for, which names it in the coordinator tree.
    private let route: AppRoute
    /// Builds the screen, owned by the coordinator passed in; dropped once it has run, with what it captured.
    private var makeScreen: ((LeafCoordinator) -> AppScreen)?

    /// - Parameters:
    ///   - services: what the shared kanji-list actions use; a screen that reads more is given it by the route switch,
    ///     in `makeScreen`'s captures, as its feature's composition.
    ///   - makeScreen: builds the screen for this coordinator: the screen holds it strongly; its outputs must capture
    ///     it weakly.
    init(navigator: TabNavigator, services: any CoordinatorServices, route: AppRoute, makeScreen: @escaping (LeafCoordinator) -> AppScreen) {
        self.route = route
        self.makeScreen = makeScreen
        super.init(navigator: navigator, services: services)
    }

    /// "Leaf wordSearch": the kind of route, not its values (a query can be long).
    override var debugName: String {
        "Leaf " + (String(describing: route).split(separator: "(").first.map(String.init) ?? "")
    }

    /// Builds the screen (which then owns this coordinator) and pushes it.
    override func start() {
        guard let makeScreen else { return }
        self.makeScreen = nil
        navigator.push(makeScreen(self))
    }
}
