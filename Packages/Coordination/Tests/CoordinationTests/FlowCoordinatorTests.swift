import Coordination
import Testing

// MARK: - FlowCoordinatorTests

@MainActor @Suite struct FlowCoordinatorTests {
    private let stack = NavigationStack(root: TestScreen("root"))
    private let log = FlowLog()
    private let app: AppCoordinator

    init() {
        app = AppCoordinator(stack: stack)
    }

    /// Starts a `TwoScreenFlow` under the app on top of what is shown now; only a weak reference escapes.
    private func startFlow(id: Int = 0) -> Tracked {
        let flow = TwoScreenFlow(id: id, stack: stack, log: log)
        app.startChild(flow)
        return Tracked(screen: stack.top, coordinator: flow)
    }

    // MARK: Anchor

    @Test func theAnchorIsTheScreenOnTopWhenTheFlowStarts() throws {
        let anchor = stack.top
        let flow = try #require(startFlow().coordinator as? TwoScreenFlow)
        #expect(flow.anchor === anchor)
        #expect(stack.screens.map(\.title) == ["root", "flow 1", "flow 2"])
    }

    // MARK: Ending

    @Test func poppingBackToTheAnchorRunsTheCleanupOnceAndFreesTheFlow() {
        let flow = startFlow(id: 7)
        stack.pop()
        #expect(log.endedFlows.isEmpty)
        #expect(flow.coordinator != nil)
        stack.pop()
        #expect(log.endedFlows == [7])
        #expect(flow.coordinator == nil)
        #expect(app.children.isEmpty)
        #expect(app.finishes.map(\.childName) == ["TwoScreenFlow"])
        #expect(app.finishes.map(\.outcome) == [nil])
    }

    @Test func popToRootPastTheAnchorEndsTheFlowOnce() {
        let middle = TestCoordinator("middle", on: stack)
        app.startChild(middle)
        let flow = startFlow(id: 1)
        stack.popToRoot()
        #expect(log.endedFlows == [1])
        #expect(flow.coordinator == nil)
        stack.push(TestScreen("later"))
        stack.popToRoot()
        #expect(log.endedFlows == [1])
    }

    @Test func removingTheAnchorFromTheStackEndsTheFlow() {
        let flow = startFlow(id: 2)
        stack.setScreens([TestScreen("new root")])
        #expect(log.endedFlows == [2])
        #expect(flow.coordinator == nil)
    }

    @Test func replacingTheFlowsFirstScreenWithAnotherCoordinatorsScreenEndsTheFlow() {
        let flow = startFlow(id: 3)
        stack.pop()
        stack.replaceTop(with: TestScreen("someone else's"))
        #expect(log.endedFlows == [3])
        #expect(flow.coordinator == nil)
    }

    @Test func nestedFlowsBothEndOnceWhenTheUserPopsPastBoth() {
        let outer = startFlow(id: 1)
        let inner = startFlow(id: 2)
        stack.popToRoot()
        #expect(log.endedFlows.sorted() == [1, 2])
        #expect(outer.coordinator == nil)
        #expect(inner.coordinator == nil)
    }

    // MARK: Not ending

    @Test func pushingMoreScreensOnTopOfTheFlowDoesNotEndIt() {
        let flow = startFlow()
        stack.push(TestScreen("plain"))
        let child = TestCoordinator("child", on: stack)
        flow.coordinator?.addChild(child)
        child.start()
        stack.pop()
        stack.pop()
        #expect(log.endedFlows.isEmpty)
        #expect(flow.isAlive)
    }

    @Test func theFlowReplacingItsOwnFirstScreenDoesNotEndIt() throws {
        let flow = startFlow()
        stack.pop()
        let coordinator = try #require(flow.coordinator)
        stack.replaceTop(with: TestScreen("flow 1, again", coordinator: coordinator))
        #expect(log.endedFlows.isEmpty)
        stack.pop()
        #expect(log.endedFlows == [0])
    }

    @Test func anEndedFlowThatFinishedEarlierDoesNotTellItsParentAgain() {
        let flow = startFlow()
        (flow.coordinator as? TwoScreenFlow)?.finish(with: .done)
        stack.popToRoot()
        #expect(log.endedFlows == [0])
        #expect(app.finishes.map(\.outcome) == [.done])
        #expect(flow.coordinator == nil)
    }
}
