import Coordination
import Testing

// MARK: - CoordinatorTests

@MainActor @Suite struct CoordinatorTests {
    private let stack = NavigationStack(root: TestScreen("root"))

    // MARK: Tree

    @Test func addChildSetsTheParentAndListsTheChild() {
        let app = AppCoordinator(stack: stack)
        let child = TestCoordinator("child", on: stack)
        app.addChild(child)
        #expect(child.parent === app)
        #expect(app.children.count == 1)
        #expect(app.children.first === child)
    }

    @Test func childrenAreHeldWeaklySoADroppedChildLeavesTheTree() {
        let app = AppCoordinator(stack: stack)
        weak var weakChild: TestCoordinator?
        do {
            let child = TestCoordinator("child", on: stack)
            app.addChild(child)
            weakChild = child
        }
        #expect(weakChild == nil)
        #expect(app.children.isEmpty)
    }

    @Test func aChildDoesNotKeepItsParentAlive() {
        let child = TestCoordinator("child", on: stack)
        do {
            let parent = AppCoordinator(stack: stack)
            parent.addChild(child)
        }
        #expect(child.parent == nil)
    }

    @Test func debugNameIsTheDynamicTypeName() {
        let flow: Coordinator = TwoScreenFlow(stack: stack, log: FlowLog())
        #expect(flow.debugName == "TwoScreenFlow")
    }

    // MARK: Finish

    @Test func finishRemovesTheChildAndHandsTheOutcomeToTheParent() {
        let app = AppCoordinator(stack: stack)
        let child = TestCoordinator("child", on: stack)
        app.startChild(child)
        child.finish(with: TestOutcome.done)
        #expect(app.children.isEmpty)
        #expect(child.parent == nil)
        #expect(child.isFinished)
        #expect(app.finishes.map(\.childName) == ["TestCoordinator"])
        #expect(app.finishes.map(\.outcome) == [.done])
    }

    @Test func theParentCanStartTheNextFlowWhenAChildFinishes() {
        let app = AppCoordinator(stack: stack)
        let first = TestCoordinator("first", on: stack)
        app.startChild(first)
        first.finish(with: TestOutcome.showNext("second"))
        #expect(app.children.count == 1)
        #expect(app.children.first === stack.top.coordinator, "the second flow is the child, and owns the screen on top")
        #expect(stack.top.title == "second")
    }

    @Test func finishingTwiceTellsTheParentOnce() {
        let app = AppCoordinator(stack: stack)
        let child = TestCoordinator("child", on: stack)
        app.startChild(child)
        child.finish(with: TestOutcome.done)
        child.finish(with: TestOutcome.showNext("never"))
        #expect(app.finishes.count == 1)
        #expect(app.children.isEmpty)
    }

    @Test func finishingWithoutAParentOnlyMarksTheCoordinatorFinished() {
        let orphan = TestCoordinator("orphan", on: stack)
        orphan.finish()
        #expect(orphan.isFinished)
        #expect(orphan.parent == nil)
    }

    @Test func finishingOneChildKeepsItsSiblings() {
        let app = AppCoordinator(stack: stack)
        let first = TestCoordinator("first", on: stack)
        let second = TestCoordinator("second", on: stack)
        app.addChild(first)
        app.addChild(second)
        first.finish()
        #expect(app.children.count == 1)
        #expect(app.children.first === second)
        #expect(app.finishes.map(\.outcome) == [nil])
    }
}
