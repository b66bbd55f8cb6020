import Coordination

// MARK: - RecordingObserver

/// Records the titles of what each stack change pushed and popped.
final class RecordingObserver: NavigationStackObserver {
    typealias Element = TestScreen

    struct Record: Equatable {
        let pushed: [String]
        let popped: [String]
    }

    private(set) var records: [Record] = []

    /// Runs during each notification, after recording (e.g. to change the stack or remove an observer).
    var onChange: ((NavigationStack<TestScreen>) -> Void)?

    func navigationStack(_ stack: NavigationStack<TestScreen>, didChange change: NavigationChange<TestScreen>) {
        records.append(Record(pushed: change.pushed.map(\.title), popped: change.popped.map(\.title)))
        onChange?(stack)
    }
}
