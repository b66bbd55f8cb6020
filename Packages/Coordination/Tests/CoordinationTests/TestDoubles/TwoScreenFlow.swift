import Coordination

// MARK: - TwoScreenFlow

/// A flow that pushes two screens of its own and reports its cleanup to a `FlowLog`.
final class TwoScreenFlow: FlowCoordinator<TestScreen, TestOutcome> {
    let id: Int
    private let titles: (first: String, second: String)

    /// Strong: the log is a plain recorder that outlives the flow.
    private let log: FlowLog

    init(id: Int = 0, titles: (String, String) = ("flow 1", "flow 2"), stack: NavigationStack<TestScreen>, log: FlowLog) {
        self.id = id
        self.titles = titles
        self.log = log
        super.init(stack: stack)
    }

    override func startFlow() {
        stack?.push(TestScreen(titles.first, coordinator: self))
        stack?.push(TestScreen(titles.second, coordinator: self))
    }

    override func flowDidEnd() {
        log.flowDidEnd(id: id)
    }
}
