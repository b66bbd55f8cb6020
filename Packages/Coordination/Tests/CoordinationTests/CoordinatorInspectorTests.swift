import Coordination
import Testing

// MARK: - CoordinatorInspectorTests

@MainActor @Suite struct CoordinatorInspectorTests {
    private let stack = NavigationStack(root: TestScreen("Home"))
    private let app: AppCoordinator

    /// App → list coordinator ("All kanji") → flow ("日", "Words with 日").
    init() {
        app = AppCoordinator(stack: stack)
        let list = TestCoordinator("All kanji", on: stack)
        app.startChild(list)
        let flow = TwoScreenFlow(titles: ("日", "Words with 日"), stack: stack, log: FlowLog())
        list.addChild(flow)
        flow.start()
    }

    @Test func snapshotListsTheTreeDepthFirstAndTheStackBottomToTop() {
        let snapshot = CoordinatorInspector.snapshot(root: app, stack: stack)
        #expect(snapshot.coordinators == [
            CoordinatorRow(depth: 0, name: "AppCoordinator", screenTitles: []),
            CoordinatorRow(depth: 1, name: "TestCoordinator", screenTitles: ["All kanji"]),
            CoordinatorRow(depth: 2, name: "TwoScreenFlow", screenTitles: ["日", "Words with 日"]),
        ])
        #expect(snapshot.screens == [
            ScreenRow(index: 0, typeName: "TestScreen", title: "Home", coordinatorName: nil),
            ScreenRow(index: 1, typeName: "TestScreen", title: "All kanji", coordinatorName: "TestCoordinator"),
            ScreenRow(index: 2, typeName: "TestScreen", title: "日", coordinatorName: "TwoScreenFlow"),
            ScreenRow(index: 3, typeName: "TestScreen", title: "Words with 日", coordinatorName: "TwoScreenFlow"),
        ])
    }

    @Test func descriptionRendersTheSnapshotAsText() {
        let snapshot = CoordinatorInspector.snapshot(root: app, stack: stack)
        #expect(snapshot.description == """
            Coordinators:
              AppCoordinator
                TestCoordinator "All kanji"
                  TwoScreenFlow "日" "Words with 日"
            Stack (bottom to top):
              0 TestScreen "Home" <- no coordinator
              1 TestScreen "All kanji" <- TestCoordinator
              2 TestScreen "日" <- TwoScreenFlow
              3 TestScreen "Words with 日" <- TwoScreenFlow
            """)
    }

    @Test func poppedFlowsDisappearFromTheSnapshot() {
        stack.pop()
        stack.pop()
        #expect(CoordinatorInspector.snapshot(root: app, stack: stack).lines == [
            "Coordinators:",
            "  AppCoordinator",
            "    TestCoordinator \"All kanji\"",
            "Stack (bottom to top):",
            "  0 TestScreen \"Home\" <- no coordinator",
            "  1 TestScreen \"All kanji\" <- TestCoordinator",
        ])
    }

    @Test func aTreeAsDeepAsAHugeStackIsListedWithoutRecursion() {
        let deep = NavigationStack(root: TestScreen("Home"))
        let root = AppCoordinator(stack: deep)
        var chain: [TestCoordinator] = []
        var parent: Coordinator = root
        for level in 1...20_000 {
            let child = TestCoordinator("level \(level)", on: deep)
            parent.addChild(child)
            child.start()
            chain.append(child)
            parent = child
        }
        let rows = CoordinatorInspector.snapshot(root: root, stack: deep).coordinators
        #expect(rows.count == 20_001)
        #expect(rows.last?.depth == 20_000)
        #expect(rows.last?.screenTitles == ["level 20000"])
        #expect(chain.count == 20_000, "the chain stays alive while inspected")
    }
}
