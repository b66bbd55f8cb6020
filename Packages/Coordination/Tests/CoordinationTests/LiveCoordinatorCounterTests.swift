import Coordination
import Testing

// MARK: - LiveCoordinatorCounterTests

/// Each test counts with its own `LiveCoordinatorCounter`, so tests running in parallel (here or in other test
/// targets of the same process) cannot disturb each other's numbers.
@MainActor @Suite struct LiveCoordinatorCounterTests {
    private let stack = NavigationStack(root: TestScreen("root"))

    @Test func aCounterCountsCoordinatorsCreatedInItsScopeUntilTheyAreFreed() {
        let counter = LiveCoordinatorCounter()
        var kept: Coordinator?
        counter.counting {
            kept = TestCoordinator("kept", on: stack)
            _ = TestCoordinator("dropped at once", on: stack)
        }
        #expect(counter.count == 1)
        #expect(counter.liveCoordinators.map(\.debugName) == ["TestCoordinator"])
        #expect(kept != nil)
        kept = nil
        #expect(counter.count == 0)
        #expect(counter.liveCoordinators.isEmpty)
    }

    @Test func coordinatorsCreatedOutsideTheScopeAreNotCounted() {
        let counter = LiveCoordinatorCounter()
        let before = TestCoordinator("before", on: stack)
        let inside = counter.counting { TestCoordinator("inside", on: stack) }
        let after = TestCoordinator("after", on: stack)
        #expect(counter.count == 1)
        withExtendedLifetime((before, inside, after)) {}
    }

    @Test func nestedScopesCountTheInnerCoordinatorsInBothCounters() {
        let outer = LiveCoordinatorCounter()
        let inner = LiveCoordinatorCounter()
        let coordinators = outer.counting {
            [TestCoordinator("outer", on: stack)] + inner.counting { [TestCoordinator("inner", on: stack)] }
        }
        #expect(outer.count == 2)
        #expect(inner.count == 1)
        withExtendedLifetime(coordinators) {}
    }

    @Test func poppingAScreenFreesItsCoordinatorInTheCount() {
        let counter = LiveCoordinatorCounter()
        let app = AppCoordinator(stack: stack)
        counter.counting {
            _ = Tracked.pushChain(of: 3, on: stack, under: app)
        }
        #expect(counter.count == 3)
        stack.pop()
        #expect(counter.count == 2)
        stack.popToRoot()
        #expect(counter.count == 0)
    }

    /// What every leak test relies on: a coordinator kept alive by a cycle stays in the count after its screen is
    /// popped, so a leak fails the test instead of passing unseen.
    @Test func aLeakedCoordinatorStaysCounted() {
        let counter = LiveCoordinatorCounter()
        weak var leaking: LeakingCoordinator?
        counter.counting {
            let coordinator = LeakingCoordinator(on: stack)
            coordinator.start()
            leaking = coordinator
        }
        stack.pop()
        #expect(counter.count == 1, "the cycle keeps the coordinator alive")
        #expect(counter.liveCoordinators.map(\.debugName) == ["LeakingCoordinator"])
        leaking?.breakCycle()
        #expect(counter.count == 0)
    }

    /// Thousands of coordinators come and go in one scope (a random walk): the count stays exact while the counter
    /// drops the entries of freed ones.
    @Test func manyShortLivedCoordinatorsLeaveOnlyTheLiveOnesCounted() {
        let counter = LiveCoordinatorCounter()
        var kept: [Coordinator] = []
        counter.counting {
            for index in 0..<10_000 {
                let coordinator = TestCoordinator("\(index)", on: stack)
                if index.isMultiple(of: 1_000) { kept.append(coordinator) }
            }
        }
        #expect(counter.count == kept.count)
        kept.removeAll()
        #expect(counter.count == 0)
    }
}

// MARK: - LeakingCoordinator

/// A coordinator with the bug the counter exists to catch: it holds its own screen strongly, so screen and
/// coordinator keep each other alive after a pop.
private final class LeakingCoordinator: Coordinator {
    /// Weak, as every coordinator's stack.
    private weak var stack: NavigationStack<TestScreen>?
    /// Strong, on purpose: the cycle (the screen holds this coordinator strongly too).
    private var screen: TestScreen?

    init(on stack: NavigationStack<TestScreen>) {
        self.stack = stack
    }

    override func start() {
        let screen = TestScreen("leaking", coordinator: self)
        self.screen = screen
        stack?.push(screen)
    }

    /// Lets the screen and the coordinator go, so the test leaves nothing behind.
    func breakCycle() {
        screen = nil
    }
}
