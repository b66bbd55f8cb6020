import Coordination
import Testing

// MARK: - LeakTests

/// RxFlow-style leak checks: keep only weak references to what was pushed, navigate, expect `nil`.
@MainActor @Suite struct LeakTests {
    nonisolated private static let depths = 1...8

    private let stack = NavigationStack(root: TestScreen("root"))

    /// The root coordinator, owned by the test as the app owns it.
    private let app: AppCoordinator

    init() {
        app = AppCoordinator(stack: stack)
    }

    // MARK: Pop

    @Test(arguments: depths)
    func popFreesEachScreenAndItsCoordinatorAtEveryDepth(depth: Int) {
        let tracked = Tracked.pushChain(of: depth, on: stack, under: app)
        for remaining in (0..<depth).reversed() {
            stack.pop()
            #expect(tracked[remaining].isFreed, "popped screen \(remaining + 1) of \(depth)")
            #expect(tracked[..<remaining].allSatisfy { $0.isAlive })
        }
        #expect(app.children.isEmpty)
    }

    @Test(arguments: depths)
    func popToRootFreesEverythingAboveTheRoot(depth: Int) {
        let tracked = Tracked.pushChain(of: depth, on: stack, under: app)
        stack.popToRoot()
        #expect(tracked.allSatisfy { $0.isFreed })
        #expect(app.children.isEmpty)
    }

    @Test(arguments: depths)
    func popToAScreenFreesOnlyTheScreensAboveIt(depth: Int) throws {
        for target in 0..<depth {
            let tracked = Tracked.pushChain(of: depth, on: stack, under: app)
            let targetScreen = tracked[target].screen
            stack.pop(to: try #require(targetScreen))
            #expect(tracked[...target].allSatisfy { $0.isAlive })
            #expect(tracked[(target + 1)...].allSatisfy { $0.isFreed }, "popped to \(target + 1) of \(depth)")
            stack.popToRoot()
        }
    }

    // MARK: Replace

    @Test(arguments: depths)
    func replaceTopFreesTheReplacedScreenAndItsCoordinator(depth: Int) {
        let tracked = Tracked.pushChain(of: depth, on: stack, under: app)
        var replacement = Tracked()
        do {
            let coordinator = TestCoordinator("replacement", on: stack)
            app.addChild(coordinator)
            let screen = TestScreen("replacement", coordinator: coordinator)
            stack.replaceTop(with: screen)
            replacement = Tracked(screen: screen, coordinator: coordinator)
        }
        #expect(tracked[depth - 1].isFreed)
        #expect(tracked[..<(depth - 1)].allSatisfy { $0.isAlive })
        #expect(replacement.isAlive)
        stack.pop()
        #expect(replacement.isFreed)
    }

    @Test(arguments: depths)
    func setScreensFreesTheScreensItLeavesOut(depth: Int) {
        let tracked = Tracked.pushChain(of: depth, on: stack, under: app)
        let kept = depth / 2
        stack.setScreens(Array(stack.screens[...kept]))
        #expect(tracked[..<kept].allSatisfy { $0.isAlive })
        #expect(tracked[kept...].allSatisfy { $0.isFreed })
        stack.setScreens([TestScreen("fresh root")])
        #expect(tracked.allSatisfy { $0.isFreed })
    }

    // MARK: Flows

    @Test func aFlowAndBothItsScreensAreFreedWhenPoppedBackToItsAnchor() {
        let log = FlowLog()
        weak var weakFlow: TwoScreenFlow?
        var screens: [Tracked] = []
        do {
            let flow = TwoScreenFlow(stack: stack, log: log)
            app.addChild(flow)
            flow.start()
            weakFlow = flow
            screens = stack.screens.dropFirst().map { Tracked(screen: $0, coordinator: $0.coordinator) }
        }
        stack.pop()
        #expect(weakFlow != nil)
        stack.pop()
        #expect(weakFlow == nil)
        #expect(screens.count == 2)
        #expect(screens.allSatisfy { $0.isFreed })
    }
}
