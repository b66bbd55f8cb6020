import Coordination

/// One tab's navigator: Coordination's ``RouteNavigator`` over ``AppRoute`` and ``AppScreen``, the only object that
/// changes the tab's stack. Coordinators decide (a route, a new top screen); the navigator carries it out — a push,
/// a replacement or a pop —, remembers which route each screen above the root was opened for (so the stack reads
/// as ``RouteNavigator/routes``), and tells the tab's root coordinator when its screen is back on top or covered.
///
/// Every coordinator of a tab holds its navigator strongly: the navigator refers to no coordinator and no screen
/// that could hold it back, so sharing it makes no cycle. It holds the stack **weakly** — the tab bar owns the
/// stacks — and its root **weakly** — the root screen owns its coordinator.
public final class TabNavigator: RouteNavigator<AppRoute, AppScreen> {
    /// The tab this navigator moves on.
    public let tab: AppTab
    /// Strong: a struct of shared data and stores, none of which refers to a coordinator. Read whole only in `App/`:
    /// the route switch (``AppRoute/transition(on:from:)``) and the tab bar's roots hand each coordinator they build
    /// its feature's composition, and a stack change ends the undo window.
    let services: BrowserServices
    /// Weak: the tab's root screen owns its coordinator.
    private(set) weak var root: (any TabRoot)?

    init(tab: AppTab, services: BrowserServices) {
        self.tab = tab
        self.services = services
        super.init()
    }

    /// Starts following the tab's stack, once it is built with `root`'s screen at its bottom.
    func attach(_ stack: AppStack, root: any TabRoot) {
        self.root = root
        attach(to: stack)
    }

    // MARK: Routes

    /// The one switch over every destination, in ``AppRoute/transition(on:from:)`` beside the routes and screens.
    public override func prepareTransition(for route: AppRoute, from parent: Coordinator) -> Transition<AppScreen> {
        route.transition(on: self, from: parent)
    }

    /// Follows `routes` one after the other: the first from the tab's root (which may prepare its screen, as the
    /// all-kanji list puts its cursor on the kanji), each next one from the coordinator of the screen the one
    /// before it showed.
    func follow(_ routes: [AppRoute]) {
        guard let first = routes.first, let root else { return }
        root.show(first)
        guard let next = stack?.top.screen.coordinator else { return }
        follow(Array(routes.dropFirst()), from: next)
    }

    /// What `route` names is not in the data (a kanji or a word rank a link or an old stack names): a page that says
    /// so, in its place on the stack, so Back leaves it like any screen.
    func missing(_ route: AppRoute) -> Transition<AppScreen> {
        .start(LeafCoordinator(navigator: self, services: services, route: route) { coordinator in
            .textPage(TextPageViewModel(title: "Not found", lines: ["\(route) names nothing in the data."], coordinator: coordinator))
        })
    }

    // MARK: Stack changes

    /// Tells the root whether its screen is back on top or was just covered, and ends the undo window of the deck
    /// change made on the screen left (``DeckUndo``: `u` takes back only what was done on the screen on top).
    public override func stackDidChange(_ stack: AppStack, change: NavigationChange<AppScreen>) {
        services.deckUndo.end()
        if stack.depth == 1 { root?.rootDidReturnToTop() } else { root?.rootWasCovered() }
    }
}
