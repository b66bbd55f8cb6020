import Coordination
import Testing

// MARK: - LiveCoordinatorCounterTests

/// Each test counts with its own `LiveCoordinatorCounter`, so tests running in parallel (here or in other test
/// targets of the same process) cannot disturb each other's numbers.
@Suite struct LiveCoordinatorCounterTests {
    private let stack = NavigationStack(root: TestScreen("root"))

    @Test func aCounterCountsCoordinatorsCreatedInItsScopeUntilTheyAreFreed() {
        let counter = LiveCoordinatorCounter()
        var kept: Coordinator?
        counter.counting {
            kept = TestCoordinator("kept", on: stack)
            _ = TestCoordinator("dropped at once", on: stack)
        }
        #expect(counter.count == 1)
        #expect(kept != nil)
        kept = nil
        #expect(counter.count == 0)
    }

    @Test func coordinatorsCreatedOutsideTheScopeAreNotCounted() {
        let counter = LiveCoordinatorCounter()
        let outside = TestCoordinator("outside", on: stack)
        let inside = counter.counting { TestCoordinator("inside", on: stack) }
        #expect(counter.count == 1)
        withExtendedLifetime((outside, inside)) {}
    }

    @Test func theProcessWideCountIncludesScopedCoordinators() {
        let counter = LiveCoordinatorCounter()
        let coordinators = counter.counting {
            (1...3).map { TestCoordinator("\($0)", on: stack) }
        }
        #expect(counter.count == coordinators.count)
        #expect(Coordinator.liveInstanceCount >= coordinators.count)
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
}
