// MARK: - WeakObserver

/// A stack observer held **weakly**, with the call that reaches it, so observing a stack never keeps the observer
/// alive.
///
/// The observer is kept as `AnyObject` beside a closure, not as `any NavigationStackObserver<Element>`: storing a
/// parameterized protocol type needs runtime support that only macOS 13 and iOS 16 have, above this package's floor.
@MainActor
struct WeakObserver<Element: StackElement> {
    /// The observer, or `nil` once it has been deallocated: its identity and its liveness. Weak: the stack must
    /// never own its observers.
    weak var object: AnyObject?

    /// Tells the observer of a change, while it lives. Captures it **weakly**, like ``object``.
    let notify: @MainActor (NavigationStack<Element>, NavigationChange<Element>) -> Void

    /// Boxes `observer` without retaining it.
    init<Observer: NavigationStackObserver>(_ observer: Observer) where Observer.Element == Element {
        object = observer
        notify = { [weak observer] stack, change in observer?.navigationStack(stack, didChange: change) }
    }
}
