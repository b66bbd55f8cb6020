import Coordination

/// One tab's navigator: the only object that changes the tab's stack. Coordinators decide (a route, a new top
/// screen); the navigator carries it out — a push, a replacement or a pop — remembers which route each screen
/// above the root was opened for (so the stack reads as ``routes``), and tells the tab's root coordinator when its
/// screen is back on top or covered.
///
/// Every coordinator of a tab holds its navigator strongly: the navigator refers to no coordinator and no screen
/// that could hold it back, so sharing it makes no cycle. It holds the stack **weakly** — the tab bar owns the
/// stacks —, its root **weakly** — the root screen owns its coordinator — and the screens it remembers routes for
/// **weakly**.
public final class TabNavigator: NavigationStackObserver {
    /// A screen above the root and the route it was opened for.
    private struct RoutedScreen {
        /// Weak: the stack owns its screens; a popped one is forgotten at the next change.
        weak var screen: (any Screen)?
        let route: AppRoute
    }

    /// The tab this navigator moves on.
    public let tab: AppTab
    /// Strong: a struct of shared data and stores, none of which refers to a coordinator.
    let services: BrowserServices
    /// Weak: the tab bar owns the stack; `nil` only before the tab is built or after the app is gone.
    public private(set) weak var stack: AppStack?
    /// Weak: the tab's root screen owns its coordinator.
    private(set) weak var root: (any TabRoot)?
    /// The route each screen above the root was pushed for, in no particular order (``routes`` reads them in the
    /// stack's order).
    private var routedScreens: [RoutedScreen] = []
    /// The route being followed right now: the screens pushed while its coordinator starts are its screens.
    private var following: AppRoute?

    init(tab: AppTab, services: BrowserServices) {
        self.tab = tab
        self.services = services
    }

    /// Starts following the tab's stack, once it is built with `root`'s screen at its bottom.
    func attach(_ stack: AppStack, root: any TabRoot) {
        self.stack = stack
        self.root = root
        stack.addObserver(self)
    }

    // MARK: Routes

    /// The routes followed from the tab's root to the screen on top, one per screen above the root: the stack as
    /// values. A screen that replaced another on top (a review's next card) keeps the route of the one it replaced.
    public var routes: [AppRoute] {
        guard let stack else { return [] }
        return stack.screens.dropFirst().compactMap { element in
            routedScreens.first { $0.screen === element.screen }?.route
        }
    }

    /// Follows `route` from `parent` (``AppRoute/open(on:from:)``): builds the destination's coordinator as `parent`'s
    /// child and starts it, which pushes its screen (the screen then owns the coordinator).
    public func show(_ route: AppRoute, from parent: Coordinator) {
        let outer = following
        following = route
        defer { following = outer }
        route.open(on: self, from: parent)
    }

    /// Follows `routes` one after the other: the first from the tab's root (which may prepare its screen, as the
    /// all-kanji list puts its cursor on the kanji), each next one from the coordinator of the screen the one
    /// before it showed.
    func follow(_ routes: [AppRoute]) {
        guard let first = routes.first, let root else { return }
        root.show(first)
        for route in routes.dropFirst() {
            guard let parent = stack?.top.screen.coordinator else { return }
            show(route, from: parent)
        }
    }

    /// What `route` names is not in the data (a kanji or a word rank a link or an old stack names): a page that says
    /// so, in its place on the stack, so Back leaves it like any screen.
    func showMissing(_ route: AppRoute, from parent: Coordinator) {
        let page = LeafCoordinator(navigator: self, route: route) { coordinator in
            .textPage(TextPageViewModel(title: "Not found", lines: ["\(route) names nothing in the data."], coordinator: coordinator))
        }
        parent.addChild(page)
        page.start()
    }

    // MARK: Stack changes

    /// Puts `screen` on top of the tab's stack.
    public func push(_ screen: AppScreen) {
        stack?.push(screen)
    }

    /// Puts `screen` in place of the top screen: a review's next card, not one more screen to go back through.
    public func replaceTop(with screen: AppScreen) {
        stack?.replaceTop(with: screen)
    }

    /// Pops every screen above `screen`.
    public func pop(to screen: any Screen) {
        stack?.pop(to: screen)
    }

    /// Remembers the route of each screen pushed (the route being followed, or the replaced screen's), forgets the
    /// popped ones, and tells the root whether its screen is back on top or was just covered.
    public func navigationStack(_ stack: AppStack, didChange change: NavigationChange<AppScreen>) {
        let replaced = change.popped.first.flatMap { popped in routedScreens.first { $0.screen === popped.screen }?.route }
        routedScreens.removeAll { routed in routed.screen == nil || change.popped.contains { $0.screen === routed.screen } }
        if let route = following ?? replaced {
            routedScreens += change.pushed.map { RoutedScreen(screen: $0.screen, route: route) }
        }
        if stack.depth == 1 { root?.rootDidReturnToTop() } else { root?.rootWasCovered() }
    }
}
