// MARK: - RouteNavigator

/// Turns routes into changes of one stack, and reads the stack back as routes: the only object that pushes,
/// replaces or pops there.
///
/// A coordinator decides where the person goes next as a ``Route`` and hands it to ``trigger(_:from:)``; the
/// navigator asks ``prepareTransition(for:from:)`` — the one exhaustive `switch` over the app's routes, written in a
/// subclass as XCoordinator's coordinators write theirs — for a ``Transition``, and performs it. A coordinator that
/// shows its own next screen calls ``push(_:)``, ``replaceTop(with:)`` or ``pop(to:)`` directly.
///
/// The navigator remembers the route each screen above the root was opened for, so the stack reads as values
/// (``routes``): a test compares whole stacks, and a stack saved as routes is restored with ``follow(_:from:)``.
///
/// Ownership: every coordinator of the stack may hold its navigator **strongly** (it is how they reach it), because
/// the navigator holds no coordinator and no screen that could hold it back: the stack and the screens it remembers
/// routes for are held **weakly**, a transition's payload only while it is performed. So a popped flow is freed as
/// anywhere else, and the navigator itself goes with the last coordinator that held it.
///
/// A subclass that must hear the stack's changes (to tell the root screen's coordinator it is back on top)
/// overrides ``stackDidChange(_:change:)``.
@MainActor
open class RouteNavigator<R: Route, Element: StackElement>: NavigationStackObserver {
    // MARK: State

    /// The stack the routes change; `nil` until ``attach(to:)`` or once its owner freed it. Weak: the navigator is
    /// shared by the coordinators whose screens the stack owns, so a strong reference would be a cycle.
    public private(set) weak var stack: NavigationStack<Element>?

    /// The route of each screen above the root that was opened by one, in no particular order (``routes`` reads
    /// them in the stack's order). Each holds its screen weakly.
    private var routedScreens: [RoutedScreen<R>] = []

    /// The route being triggered right now: the screens pushed while its transition is performed are its screens.
    private var triggering: R?

    // MARK: Init

    /// Creates a navigator. A stack is created with its root screen, and that screen's coordinator usually needs
    /// the navigator first: so the stack comes later, through ``attach(to:)``.
    public init() {}

    /// Makes `stack` the one this navigator changes and watches, without retaining it.
    /// - Parameter stack: The stack whose owner keeps it alive (a tab, the root coordinator).
    public func attach(to stack: NavigationStack<Element>) {
        self.stack = stack
        stack.addObserver(self)
    }

    // MARK: Reading

    /// The routes that opened the screens above the root, bottom to top: the stack as values. A screen that replaced
    /// another outside a route (a review's next card) keeps the replaced one's route; a screen pushed outside any
    /// route has none and is left out.
    public var routes: [R] {
        guard let stack else { return [] }
        return stack.screens.dropFirst().compactMap { element in
            routedScreens.first { $0.screen === element.screen }?.route
        }
    }

    // MARK: Routes

    /// The transition that shows `route`: the app's one `switch` over its routes. Subclasses must override it; the
    /// base traps, as a navigator that knows no route is a programming error.
    /// - Parameters:
    ///   - route: Where the person goes next.
    ///   - parent: The coordinator that decided it: the parent of a coordinator the transition starts, the owner
    ///     of a screen it pushes.
    /// - Returns: What to do to the stack.
    open func prepareTransition(for route: R, from parent: Coordinator) -> Transition<Element> {
        preconditionFailure("\(type(of: self)) does not override prepareTransition(for:from:)")
    }

    /// Shows `route`, as `parent` decided: prepares its transition and performs it.
    /// - Parameters:
    ///   - route: Where the person goes next.
    ///   - parent: The deciding coordinator.
    public func trigger(_ route: R, from parent: Coordinator) {
        let outer = triggering
        triggering = route
        defer { triggering = outer }
        perform(prepareTransition(for: route, from: parent), from: parent)
    }

    /// Shows `routes` one after the other, as the person would have gone there, so Back retraces them: a deep link,
    /// or a stack restored at start. The first is triggered from `parent`, each next one from the coordinator of
    /// the screen on top after the one before it; the walk stops at a top screen without a coordinator.
    /// - Parameters:
    ///   - routes: The destinations, in order.
    ///   - parent: The coordinator the first route is decided by (usually the root screen's).
    public func follow(_ routes: [R], from parent: Coordinator) {
        var decider = parent
        for route in routes {
            trigger(route, from: decider)
            guard let next = stack?.top.screen.coordinator else { return }
            decider = next
        }
    }

    // MARK: Stack changes

    /// Puts `element` on top; does nothing once the stack is gone.
    public func push(_ element: Element) {
        stack?.push(element)
    }

    /// Puts `element` in place of the top screen; does nothing once the stack is gone.
    public func replaceTop(with element: Element) {
        stack?.replaceTop(with: element)
    }

    /// Pops every screen above `screen`; does nothing when it is not on the stack or the stack is gone.
    public func pop(to screen: any Screen) {
        stack?.pop(to: screen)
    }

    // MARK: Observing

    /// Remembers the route of each screen pushed (the route being triggered, or else the replaced screen's),
    /// forgets the popped ones, then calls ``stackDidChange(_:change:)``.
    public final func navigationStack(_ stack: NavigationStack<Element>, didChange change: NavigationChange<Element>) {
        let replacedRoute = change.popped.first.flatMap { popped in
            routedScreens.first { $0.screen === popped.screen }?.route
        }
        routedScreens.removeAll { routed in
            routed.screen == nil || change.popped.contains { $0.screen === routed.screen }
        }
        if let route = triggering ?? replacedRoute {
            routedScreens += change.pushed.map { RoutedScreen(screen: $0.screen, route: route) }
        }
        stackDidChange(stack, change: change)
    }

    /// Called after every change of the stack, once ``routes`` shows it; the base does nothing (a tab's navigator
    /// tells its root whether its screen is back on top).
    /// - Parameters:
    ///   - stack: The stack that changed.
    ///   - change: What arrived and what left; what left is still alive during this call.
    open func stackDidChange(_ stack: NavigationStack<Element>, change: NavigationChange<Element>) {}

    // MARK: Private

    /// Carries out `transition`, decided by `parent`.
    private func perform(_ transition: Transition<Element>, from parent: Coordinator) {
        switch transition {
        case .none:
            break
        case .push(let element):
            push(element)
        case .replaceTop(let element):
            replaceTop(with: element)
        case .pop(to: let screen):
            pop(to: screen)
        case .start(let child):
            if child.parent == nil { parent.addChild(child) }
            precondition(child.parent === parent, "\(child.debugName) is another coordinator's child")
            child.start()
        }
    }
}
