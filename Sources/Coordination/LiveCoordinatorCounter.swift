import Synchronization

// MARK: - LiveCoordinatorCounter

/// Counts the coordinators that are alive, so tests and the debug overlay can prove that popping a screen
/// frees its coordinator.
///
/// Every coordinator is counted by ``process``. Tests run in parallel (and, in the full package, in one process
/// with other modules' tests that also create coordinators), so a process-wide number moves under a test's
/// feet. A test therefore makes its own counter and creates its coordinators inside ``counting(_:)``: each
/// coordinator remembers the counter that was in scope when it was created and reports its deinit there too,
/// whatever thread or task releases it.
public final class LiveCoordinatorCounter: Sendable {
    // MARK: Counters in use

    /// The counter for the whole process, behind ``Coordinator/liveInstanceCount``.
    public static let process = LiveCoordinatorCounter()

    /// The counter in scope for coordinators created on the current task, set by ``counting(_:)``.
    @TaskLocal static var scoped: LiveCoordinatorCounter?

    // MARK: State

    /// The number of live coordinators. Atomic because coordinators may be created and freed on any thread;
    /// relaxed ordering is enough for a counter that publishes no other memory.
    private let value = Atomic<Int>(0)

    // MARK: Init

    /// Creates a counter at zero.
    public init() {}

    // MARK: Reading

    /// The number of coordinators counted here that are alive now.
    public var count: Int {
        value.load(ordering: .relaxed)
    }

    // MARK: Scoping

    /// Runs `body` with this counter in scope: coordinators created inside it (on this task) are counted here
    /// as well as in ``process`` until they are deallocated.
    /// - Parameter body: The code whose coordinators should be counted.
    /// - Returns: Whatever `body` returns.
    public func counting<Result>(_ body: () throws -> Result) rethrows -> Result {
        try Self.$scoped.withValue(self) {
            try body()
        }
    }

    // MARK: Counting (used by Coordinator)

    /// Records that a coordinator was created.
    func increment() {
        value.add(1, ordering: .relaxed)
    }

    /// Records that a coordinator was deallocated.
    func decrement() {
        value.subtract(1, ordering: .relaxed)
    }
}
