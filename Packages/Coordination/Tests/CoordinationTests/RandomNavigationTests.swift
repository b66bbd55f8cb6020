import Coordination
import Testing

// MARK: - RandomNavigationTests

/// Drives the stack through a long, seeded, reproducible random walk and checks the ownership invariant of
/// docs/design.md, "Ownership", after every step: the live coordinators are exactly those owned by the screens on the stack,
/// plus the root; the tree reaches all of them and nothing else; and every flow's cleanup has run exactly once
/// by the time it is freed.
///
/// Coordinators are counted with a test-scoped `LiveCoordinatorCounter`, so other tests running in parallel
/// cannot disturb the count.
@MainActor @Suite struct RandomNavigationTests {
    private static let steps = 100_000

    /// One random navigation step.
    private enum Step {
        case pushCoordinator, startFlow, pop, popToRoot, replaceTop, popToRandomScreen

        /// Picks a step; pushes slightly outweigh pops so the stack keeps some depth.
        static func random(using generator: inout SplitMix64) -> Step {
            switch Int.random(in: 0..<100, using: &generator) {
            case ..<35: .pushCoordinator
            case ..<45: .startFlow
            case ..<75: .pop
            case ..<77: .popToRoot
            case ..<87: .replaceTop
            default: .popToRandomScreen
            }
        }
    }

    /// A started flow, held weakly: the walk must not keep it alive.
    private struct WeakFlow {
        weak var flow: TwoScreenFlow?
    }

    /// Everything one walk needs; only `app` is held strongly outside the stack.
    @MainActor private final class Walk {
        let stack = NavigationStack(root: TestScreen("root"))
        let app: AppCoordinator
        let log = FlowLog()
        var flowsStarted = 0
        /// The flows started, weakly, so the stack's flows are told apart by identity, not by a type test. Dead
        /// entries are dropped at each count, so an identity is never a freed flow's reused one.
        private var flows: [WeakFlow] = []
        var nextTitle = 0

        init() {
            app = AppCoordinator(stack: stack)
        }

        /// The coordinator new flows hang under: the one owning the top screen, or the app.
        var parentForPush: Coordinator {
            stack.top.coordinator ?? app
        }

        /// The coordinator a replacement of the top hangs under: the one owning the screen below the top.
        var parentForReplacement: Coordinator {
            let screens = stack.screens
            return screens.count > 1 ? (screens[screens.count - 2].coordinator ?? app) : app
        }

        func makeTitle() -> String {
            nextTitle += 1
            return "screen \(nextTitle)"
        }

        func perform(_ step: Step, using generator: inout SplitMix64) {
            switch step {
            case .pushCoordinator:
                let coordinator = TestCoordinator(makeTitle(), on: stack)
                parentForPush.addChild(coordinator)
                coordinator.start()
            case .startFlow:
                flowsStarted += 1
                let flow = TwoScreenFlow(id: flowsStarted, titles: (makeTitle(), makeTitle()), stack: stack, log: log)
                flows.append(WeakFlow(flow: flow))
                parentForPush.addChild(flow)
                flow.start()
            case .pop:
                stack.pop()
            case .popToRoot:
                stack.popToRoot()
            case .replaceTop:
                let parent = parentForReplacement
                let title = makeTitle()
                let coordinator = TestCoordinator(title, on: stack)
                parent.addChild(coordinator)
                stack.replaceTop(with: TestScreen(title, coordinator: coordinator))
            case .popToRandomScreen:
                stack.pop(to: stack.screens.randomElement(using: &generator)!)
            }
        }

        /// What the stack says should be alive: the distinct coordinators owned by its screens plus the app,
        /// and how many of those are flows. One pass, since it runs after every step.
        func expectedLive() -> (coordinators: Int, flows: Int) {
            flows.removeAll { $0.flow == nil }
            let liveFlows = Set(flows.compactMap { $0.flow.map(ObjectIdentifier.init) })
            var seen: Set<ObjectIdentifier> = [ObjectIdentifier(app)]
            var flowsOnStack = 0
            for screen in stack.screens {
                guard let coordinator = screen.coordinator,
                      seen.insert(ObjectIdentifier(coordinator)).inserted
                else { continue }
                if liveFlows.contains(ObjectIdentifier(coordinator)) { flowsOnStack += 1 }
            }
            return (seen.count, flowsOnStack)
        }

        /// The number of coordinators reachable from the app through `children`, the app included.
        func treeSize() -> Int {
            var size = 0
            var pending: [Coordinator] = [app]
            while let coordinator = pending.popLast() {
                size += 1
                pending += coordinator.children
            }
            return size
        }
    }

    @Test func liveCoordinatorsMatchTheStackAfterEveryRandomStep() {
        let counter = LiveCoordinatorCounter()
        var generator = SplitMix64(seed: 0x6B61_6E6A_6974_7569)
        var failures = 0
        var maximumDepth = 0
        counter.counting {
            let walk = Walk()
            for stepNumber in 1...Self.steps {
                walk.perform(.random(using: &generator), using: &generator)
                let expected = walk.expectedLive()
                let live = counter.count
                let tree = walk.treeSize()
                let flowsNotEnded = walk.flowsStarted - walk.log.endedFlows.count
                let depth = walk.stack.screens.count
                maximumDepth = max(maximumDepth, depth)
                let consistent = depth > 0 && live == expected.coordinators && tree == live
                    && expected.flows == flowsNotEnded
                if consistent { continue }
                failures += 1
                Issue.record("""
                    step \(stepNumber), depth \(depth): \(live) live coordinators, \(expected.coordinators) expected, \
                    \(tree) in the tree; \(expected.flows) flows on the stack, \(flowsNotEnded) not ended
                    """)
                if failures == 5 { return }
            }
            walk.stack.popToRoot()
            #expect(Set(walk.log.endedFlows).count == walk.log.endedFlows.count, "a flow's cleanup ran twice")
            #expect(walk.log.endedFlows.count == walk.flowsStarted)
            #expect(counter.count == walk.expectedLive().coordinators)
        }
        #expect(counter.count == 0, "everything is freed with the walk")
        #expect(maximumDepth > 10, "the walk should reach some depth")
    }
}
