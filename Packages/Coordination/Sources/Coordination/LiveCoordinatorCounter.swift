// MARK: - LiveCoordinatorCounter

/// Counts which coordinators created inside ``counting(_:)`` are still alive, so a test or a benchmark can prove
/// that popping a screen freed its coordinator: after the pop, ``count`` drops.
///
/// Counting is opt-in, because it is a debugging tool and not something every app should pay for: a coordinator is
/// counted only when it is created while some counter's ``counting(_:)`` runs. Outside every such scope,
/// ``Coordinator/init()`` finds no counter and does nothing more.
///
/// A scope is synchronous and runs on the main actor, as every coordinator's initializer does, so no other code can
/// create a coordinator while it runs: tests that run in parallel each count their own coordinators and nobody
/// else's. Scopes nest; a coordinator is counted by every counter whose scope it was created in.
///
/// ```swift
/// let counter = LiveCoordinatorCounter()
/// counter.counting { app.showDetail() }
/// app.stack.pop()
/// #expect(counter.count == 0, "popping the detail freed its coordinator")
/// ```
@MainActor
public final class LiveCoordinatorCounter {
    // MARK: Counters in scope

    /// The counters whose ``counting(_:)`` is running, outermost first. Strong, for the length of each scope only.
    private static var inScope: [LiveCoordinatorCounter] = []

    // MARK: State

    /// The coordinators created in scope, oldest first. Weak: the counter must never keep what it counts alive, and
    /// a weak reference that turned `nil` is how it learns of a deinit (which may run on any thread) without a hook
    /// in `deinit` or an atomic.
    private var counted: [WeakCoordinator] = []

    /// When ``counted`` reaches this length, entries whose coordinator is gone are dropped. Twice the live number
    /// after each pruning, so pruning costs O(1) per counted coordinator however many come and go.
    private var pruneAtLength = 64

    // MARK: Init

    /// Creates a counter that has counted nothing.
    public init() {}

    // MARK: Reading

    /// How many of the coordinators created in this counter's scopes are alive now.
    public var count: Int {
        // A reduce, not `count(where:)`, which Swift 5.9's standard library lacks.
        counted.reduce(0) { live, entry in entry.coordinator == nil ? live : live + 1 }
    }

    /// The coordinators created in this counter's scopes that are alive now, oldest first: what a failing leak
    /// check names (their ``Coordinator/debugName``).
    public var liveCoordinators: [Coordinator] {
        counted.compactMap(\.coordinator)
    }

    // MARK: Scoping

    /// Runs `body` with this counter in scope: the coordinators created inside it are counted here until they are
    /// deallocated.
    /// - Parameter body: The code whose coordinators should be counted.
    /// - Returns: Whatever `body` returns.
    public func counting<Result>(_ body: () throws -> Result) rethrows -> Result {
        Self.inScope.append(self)
        defer { Self.inScope.removeLast() }
        return try body()
    }

    // MARK: Counting (used by Coordinator)

    /// Counts `coordinator` in every counter in scope; does nothing when none is.
    static func countIfInScope(_ coordinator: Coordinator) {
        for counter in inScope {
            counter.add(coordinator)
        }
    }

    /// Remembers `coordinator`, first dropping the dead entries if the list has grown long.
    private func add(_ coordinator: Coordinator) {
        if counted.count >= pruneAtLength {
            counted.removeAll { $0.coordinator == nil }
            pruneAtLength = max(64, counted.count * 2)
        }
        counted.append(WeakCoordinator(coordinator))
    }
}
