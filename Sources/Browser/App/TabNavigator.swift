import Coordination

/// One tab's navigator: the only object that changes the tab's stack. Coordinators decide (a route, a new top
/// screen); the navigator carries it out — a push, a replacement or a pop — and tells the tab's root coordinator
/// when its screen is back on top or covered.
///
/// Every coordinator of a tab holds its navigator strongly: the navigator refers to no coordinator and no screen
/// that could hold it back, so sharing it makes no cycle. It holds the stack **weakly** — the tab bar owns the
/// stacks — and its root **weakly** — the root screen owns its coordinator.
public final class TabNavigator: NavigationStackObserver {
    /// The tab this navigator moves on.
    public let tab: AppTab
    /// Strong: a struct of shared data and stores, none of which refers to a coordinator.
    let services: BrowserServices
    /// Weak: the tab bar owns the stack; `nil` only before the tab is built or after the app is gone.
    public private(set) weak var stack: AppStack?
    /// Weak: the tab's root screen owns its coordinator.
    private(set) weak var root: (any TabRoot)?

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

    /// Follows `route` from `parent`: builds the destination's coordinator as `parent`'s child and starts it, which
    /// pushes its screen (the screen then owns the coordinator). The one switch over every destination.
    public func show(_ route: AppRoute, from parent: Coordinator) {
        switch route {
        case .kanjiDetail(let kanji): start(KanjiDetailCoordinator(navigator: self, kanji: kanji), from: parent)
        case .wordDetail(let entry): start(WordDetailCoordinator(navigator: self, entry: entry), from: parent)
        case .wordSearch(let query): start(WordSearchCoordinator(navigator: self, query: query), from: parent)
        case .kanjiOfWord(let entry): start(WordKanjiListCoordinator(navigator: self, entry: entry), from: parent)
        case .strokeOrder(let kanji): start(StrokeOrderCoordinator(navigator: self, kanji: kanji), from: parent)
        case .components(let kanji): start(ComponentsCoordinator(navigator: self, kanji: kanji), from: parent)
        case .kanjiContaining(let component): start(ComponentKanjiListCoordinator(navigator: self, component: component), from: parent)
        case .filter(let list): start(FilterCoordinator(navigator: self, list: list), from: parent)
        case .review(let dueBy, let count, let reported):
            let review = ReviewCoordinator(navigator: self, dueBy: dueBy, count: count)
            parent.addChild(review, onResult: reported)
            review.start()
        case .studyStatistics: start(StudyStatsCoordinator(navigator: self), from: parent)
        case .about: start(AboutCoordinator(navigator: self), from: parent)
        case .reader(let entry): start(ReaderCoordinator(navigator: self, entry: entry), from: parent)
        case .draw: start(DrawCoordinator(navigator: self), from: parent)
        }
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

    /// The root's screen is back on top, or was just covered: it reads its store again, or lets its rows go.
    public func navigationStack(_ stack: AppStack, didChange change: NavigationChange<AppScreen>) {
        if stack.depth == 1 { root?.rootDidReturnToTop() } else { root?.rootWasCovered() }
    }

    // MARK: Private

    private func start(_ child: Coordinator, from parent: Coordinator) {
        parent.addChild(child)
        child.start()
    }
}
