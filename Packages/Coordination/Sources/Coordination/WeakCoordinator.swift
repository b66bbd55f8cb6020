// MARK: - WeakCoordinator

/// A coordinator held **weakly**, so a parent can list its children without keeping a popped flow alive.
struct WeakCoordinator {
    /// The coordinator, or `nil` once it has been deallocated. Weak: the parent must never own its children.
    weak var coordinator: Coordinator?

    /// Boxes `coordinator` without retaining it.
    init(_ coordinator: Coordinator) {
        self.coordinator = coordinator
    }
}
