// MARK: - NavigationStack

/// The stack of screens the user navigates: the top screen is the one drawn and given the keys.
///
/// The stack is never empty: it is created with a root screen, and the root cannot be popped (only replaced).
/// It owns its screens **strongly** — and through them their coordinators — so removing a screen frees its
/// flow unless something else still holds it. A screen can be on the stack only once.
///
/// Every change is reported to the observers as a ``NavigationChange``. Observers may change the stack while
/// they are being notified; the nested change is delivered to every observer before the outer notification
/// goes on.
public final class NavigationStack {
    // MARK: State

    /// The screens, bottom (root) to top. Strong: the stack is what keeps screens and their flows alive.
    public private(set) var screens: [any Screen]

    /// The observers, held **weakly** so that observing never keeps anything alive.
    private var observers: [WeakObserver] = []

    /// The screen on top: the one the user sees.
    public var top: any Screen {
        screens[screens.count - 1]
    }

    // MARK: Init

    /// Creates a stack holding only `root`.
    /// - Parameter root: The bottom screen, which is never popped.
    public init(root: any Screen) {
        screens = [root]
    }

    // MARK: Queries

    /// Whether `screen` (this very object) is on the stack.
    public func contains(_ screen: any Screen) -> Bool {
        screens.contains { $0 === screen }
    }

    // MARK: Pushing

    /// Puts `screen` on top.
    /// - Parameter screen: A screen that is not on the stack yet.
    public func push(_ screen: any Screen) {
        precondition(!contains(screen), "\(type(of: screen)) is already on the stack")
        apply(screens + [screen])
    }

    // MARK: Popping

    /// Removes the top screen, unless it is the root.
    /// - Returns: The popped screen, or `nil` (and no change) at the root.
    @discardableResult
    public func pop() -> (any Screen)? {
        guard screens.count > 1 else { return nil }
        let popped = top
        apply(Array(screens.dropLast()))
        return popped
    }

    /// Removes every screen above `screen`, leaving it on top. Does nothing if `screen` is not on the stack,
    /// so a flow may safely pop to a screen that is already gone.
    /// - Parameter screen: The screen to return to.
    /// - Returns: The popped screens, topmost first; empty when nothing changed.
    @discardableResult
    public func pop(to screen: any Screen) -> [any Screen] {
        guard let index = screens.firstIndex(where: { $0 === screen }) else { return [] }
        let popped = Array(screens[(index + 1)...].reversed())
        apply(Array(screens[...index]))
        return popped
    }

    /// Removes every screen above the root.
    /// - Returns: The popped screens, topmost first; empty when already at the root.
    @discardableResult
    public func popToRoot() -> [any Screen] {
        pop(to: screens[0])
    }

    // MARK: Replacing

    /// Swaps the top screen for `screen`; at the root this replaces the root.
    /// - Parameter screen: A screen that is not on the stack yet (or the top itself, which changes nothing).
    /// - Returns: The screen that was on top.
    @discardableResult
    public func replaceTop(with screen: any Screen) -> any Screen {
        let replaced = top
        precondition(replaced === screen || !contains(screen), "\(type(of: screen)) is already on the stack")
        apply(screens.dropLast() + [screen])
        return replaced
    }

    /// Replaces all screens at once: screens not in `newScreens` are popped, new ones pushed.
    /// - Parameter newScreens: The new stack, bottom to top; not empty and without repeats.
    public func setScreens(_ newScreens: [any Screen]) {
        precondition(!newScreens.isEmpty, "the navigation stack cannot be empty")
        let distinct = Set(newScreens.map { ObjectIdentifier($0) })
        precondition(distinct.count == newScreens.count, "a screen can be on the stack only once")
        apply(newScreens)
    }

    // MARK: Observing

    /// Starts reporting changes to `observer`, without retaining it. Adding it again changes nothing.
    public func addObserver(_ observer: any NavigationStackObserver) {
        guard !isObserved(by: observer) else { return }
        observers.removeAll { $0.observer == nil }
        observers.append(WeakObserver(observer))
    }

    /// Stops reporting changes to `observer`, even during a notification that is under way.
    public func removeObserver(_ observer: any NavigationStackObserver) {
        observers.removeAll { $0.observer == nil || $0.observer === observer }
    }

    // MARK: Private

    /// Sets the screens and, if anything changed, tells the observers what arrived and what left.
    ///
    /// Only the screens above the common bottom part can differ (a screen is on the stack once), so a push or
    /// pop compares nothing but the top. `previous` keeps the popped screens (and their coordinators) alive
    /// until the observers have seen them; they are released when this method returns.
    private func apply(_ newScreens: [any Screen]) {
        let previous = screens
        var sharedCount = 0
        while sharedCount < min(previous.count, newScreens.count),
              previous[sharedCount] === newScreens[sharedCount] {
            sharedCount += 1
        }
        guard sharedCount < max(previous.count, newScreens.count) else { return }
        screens = newScreens
        let previousAbove = previous[sharedCount...]
        let newAbove = newScreens[sharedCount...]
        let change = NavigationChange(
            pushed: newAbove.filter { screen in !previousAbove.contains { $0 === screen } },
            popped: previousAbove.reversed().filter { screen in !newAbove.contains { $0 === screen } }
        )
        notifyObservers(of: change)
    }

    /// Calls every live observer that is still registered when its turn comes.
    private func notifyObservers(of change: NavigationChange) {
        for entry in observers {
            guard let observer = entry.observer, isObserved(by: observer) else { continue }
            observer.navigationStack(self, didChange: change)
        }
    }

    /// Whether `observer` is currently registered.
    private func isObserved(by observer: any NavigationStackObserver) -> Bool {
        observers.contains { $0.observer === observer }
    }
}
