// MARK: - WeakObserver

/// A stack observer held **weakly**, so observing a stack never keeps the observer alive.
struct WeakObserver {
    /// The observer, or `nil` once it has been deallocated. Weak: the stack must never own its observers.
    weak var observer: (any NavigationStackObserver)?

    /// Boxes `observer` without retaining it.
    init(_ observer: any NavigationStackObserver) {
        self.observer = observer
    }
}
