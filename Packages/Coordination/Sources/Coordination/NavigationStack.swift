// MARK: - NavigationStack

/// The stack of screens the user navigates: the top screen is the one drawn and given the keys.
///
/// The stack is never empty: it is created with a root screen, and the root cannot be popped (only replaced).
/// It owns its elements — and so their screens and, through them, their coordinators — **strongly**, so removing
/// a screen frees its flow unless something else still holds it. A screen can be on the stack only once.
///
/// `Element` is the app's typed view of a screen (see ``StackElement``), so whoever draws or feeds the top screen
/// switches over it instead of downcasting.
///
/// Push, pop and replacing the top cost O(1) in the depth: a set of the screens' identities answers "is it on
/// the stack already?", and a change compares only the screens that moved. Every change is reported to the
/// observers as a ``NavigationChange``. Observers may change the stack while they are being notified; the nested
/// change is delivered to every observer before the outer notification goes on.
@MainActor
public final class NavigationStack<Element: StackElement> {
    // MARK: State

    /// The screens, bottom (root) to top. Strong: the stack is what keeps screens and their flows alive.
    public private(set) var screens: [Element]

    /// The identities of the screens in ``screens``, for O(1) membership.
    private var identities: Set<ObjectIdentifier>

    /// The observers, held **weakly** so that observing never keeps anything alive.
    private var observers: [WeakObserver<Element>] = []

    /// The screen on top: the one the user sees.
    public var top: Element {
        screens[screens.count - 1]
    }

    /// How many screens are on the stack (at least 1).
    public var depth: Int {
        screens.count
    }

    // MARK: Init

    /// Creates a stack holding only `root`.
    /// - Parameter root: The bottom screen, which is never popped.
    public init(root: Element) {
        screens = [root]
        identities = [Self.identity(of: root)]
    }

    // MARK: Queries

    /// Whether `screen` (this very object) is on the stack. O(1).
    public func contains(_ screen: any Screen) -> Bool {
        identities.contains(ObjectIdentifier(screen))
    }

    /// Where `screen` is on the stack (0 is the root), searching from the top, where flows live.
    public func index(of screen: any Screen) -> Int? {
        guard contains(screen) else { return nil }
        return screens.lastIndex { $0.screen === screen }
    }

    // MARK: Pushing

    /// Puts `element` on top.
    /// - Parameter element: A screen that is not on the stack yet.
    public func push(_ element: Element) {
        precondition(!contains(element.screen), "\(type(of: element.screen)) is already on the stack")
        screens.append(element)
        identities.insert(Self.identity(of: element))
        notifyObservers(of: NavigationChange(pushed: [element], popped: []))
    }

    // MARK: Popping

    /// Removes the top screen, unless it is the root.
    /// - Returns: The popped screen, or `nil` (and no change) at the root.
    @discardableResult
    public func pop() -> Element? {
        guard screens.count > 1 else { return nil }
        return removeScreens(above: screens.count - 2).first
    }

    /// Removes every screen above `screen`, leaving it on top. Does nothing if `screen` is not on the stack,
    /// so a flow may safely pop to a screen that is already gone.
    /// - Parameter screen: The screen to return to.
    /// - Returns: The popped screens, topmost first; empty when nothing changed.
    @discardableResult
    public func pop(to screen: any Screen) -> [Element] {
        guard let index = index(of: screen) else { return [] }
        return removeScreens(above: index)
    }

    /// Removes every screen above the root.
    /// - Returns: The popped screens, topmost first; empty when already at the root.
    @discardableResult
    public func popToRoot() -> [Element] {
        removeScreens(above: 0)
    }

    // MARK: Replacing

    /// Swaps the top screen for `element` — a flow moving on (a review card to the next card) without the stack
    /// growing. At the root this replaces the root.
    /// - Parameter element: A screen that is not on the stack yet (or the top itself, which changes nothing).
    /// - Returns: The screen that was on top.
    @discardableResult
    public func replaceTop(with element: Element) -> Element {
        let replaced = top
        guard replaced.screen !== element.screen else { return replaced }
        precondition(!contains(element.screen), "\(type(of: element.screen)) is already on the stack")
        screens[screens.count - 1] = element
        identities.remove(Self.identity(of: replaced))
        identities.insert(Self.identity(of: element))
        notifyObservers(of: NavigationChange(pushed: [element], popped: [replaced]))
        return replaced
    }

    /// Replaces all screens at once: screens not in `newScreens` are popped, new ones pushed.
    /// - Parameter newScreens: The new stack, bottom to top; not empty and without repeats.
    public func setScreens(_ newScreens: [Element]) {
        precondition(!newScreens.isEmpty, "the navigation stack cannot be empty")
        let newIdentities = Set(newScreens.map(Self.identity(of:)))
        precondition(newIdentities.count == newScreens.count, "a screen can be on the stack only once")
        let previous = screens
        var sharedCount = 0
        while sharedCount < min(previous.count, newScreens.count),
              previous[sharedCount].screen === newScreens[sharedCount].screen {
            sharedCount += 1
        }
        guard sharedCount < max(previous.count, newScreens.count) else { return }
        screens = newScreens
        identities = newIdentities
        let previousIdentities = Set(previous.map(Self.identity(of:)))
        notifyObservers(of: NavigationChange(
            pushed: newScreens.filter { !previousIdentities.contains(Self.identity(of: $0)) },
            popped: previous.reversed().filter { !newIdentities.contains(Self.identity(of: $0)) }
        ))
    }

    // MARK: Observing

    /// Starts reporting changes to `observer`, without retaining it. Adding it again changes nothing.
    ///
    /// Generic rather than taking `any NavigationStackObserver<Element>`, a parameterized protocol type that older
    /// systems (before macOS 13, iOS 16) cannot store.
    public func addObserver<Observer: NavigationStackObserver>(_ observer: Observer) where Observer.Element == Element {
        guard !isObserved(by: observer) else { return }
        observers.removeAll { $0.object == nil }
        observers.append(WeakObserver(observer))
    }

    /// Stops reporting changes to `observer`, even during a notification that is under way.
    public func removeObserver<Observer: NavigationStackObserver>(_ observer: Observer) where Observer.Element == Element {
        observers.removeAll { $0.object == nil || $0.object === observer }
    }

    // MARK: Private

    /// Removes the screens above index `kept` and tells the observers.
    ///
    /// The removed elements stay alive in the change (and so do their coordinators) until the observers have
    /// seen them; they are released when this method returns.
    /// - Returns: The removed elements, topmost first.
    private func removeScreens(above kept: Int) -> [Element] {
        guard kept + 1 < screens.count else { return [] }
        let popped = Array(screens[(kept + 1)...].reversed())
        screens.removeSubrange((kept + 1)...)
        for element in popped { identities.remove(Self.identity(of: element)) }
        notifyObservers(of: NavigationChange(pushed: [], popped: popped))
        return popped
    }

    /// Calls every live observer that is still registered when its turn comes.
    private func notifyObservers(of change: NavigationChange<Element>) {
        for entry in observers {
            guard let observer = entry.object, isObserved(by: observer) else { continue }
            entry.notify(self, change)
        }
    }

    /// Whether `observer` is currently registered.
    private func isObserved(by observer: AnyObject) -> Bool {
        observers.contains { $0.object === observer }
    }

    /// The identity of an element: the identity of its screen object.
    private static func identity(of element: Element) -> ObjectIdentifier {
        ObjectIdentifier(element.screen)
    }
}
