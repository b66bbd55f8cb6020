// MARK: - WeakObserver

/// A stack observer held **weakly**, so observing a stack never keeps the observer alive.
@MainActor
struct WeakObserver<Element: StackElement> {
    /// The observer, or `nil` once it has been deallocated. Weak: the stack must never own its observers.
    weak var observer: (any NavigationStackObserver<Element>)?

    /// Boxes `observer` without retaining it.
    init(_ observer: any NavigationStackObserver<Element>) {
        self.observer = observer
    }
}
