import Coordination
import Testing

// MARK: - NavigationStackObserverTests

@MainActor @Suite struct NavigationStackObserverTests {
    private typealias Record = RecordingObserver.Record

    private let stack = NavigationStack(root: TestScreen("root"))

    // MARK: What observers hear

    @Test func observersHearWhatEveryOperationPushedAndPopped() {
        let observer = RecordingObserver()
        stack.addObserver(observer)
        let a = TestScreen("a")
        stack.push(a)
        stack.push(TestScreen("b"))
        stack.push(TestScreen("c"))
        stack.pop()
        stack.replaceTop(with: TestScreen("d"))
        stack.pop(to: a)
        stack.setScreens([TestScreen("root 2"), a, TestScreen("e")])
        stack.popToRoot()
        #expect(observer.records == [
            Record(pushed: ["a"], popped: []),
            Record(pushed: ["b"], popped: []),
            Record(pushed: ["c"], popped: []),
            Record(pushed: [], popped: ["c"]),
            Record(pushed: ["d"], popped: ["b"]),
            Record(pushed: [], popped: ["d"]),
            Record(pushed: ["root 2", "e"], popped: ["root"]),
            Record(pushed: [], popped: ["e", "a"]),
        ])
    }

    @Test func operationsThatChangeNothingAreNotReported() {
        let observer = RecordingObserver()
        stack.addObserver(observer)
        stack.pop()
        stack.popToRoot()
        stack.pop(to: stack.top)
        stack.pop(to: TestScreen("elsewhere"))
        stack.replaceTop(with: stack.top)
        stack.setScreens(stack.screens)
        #expect(observer.records.isEmpty)
    }

    @Test func poppedScreensAreAliveDuringTheNotificationAndFreedRightAfter() {
        final class PoppedScreenWatcher: NavigationStackObserver {
            var poppedTitles: [String] = []
            var popped: [Tracked] = []
            func navigationStack(_ stack: NavigationStack<TestScreen>, didChange change: NavigationChange<TestScreen>) {
                for screen in change.popped {
                    poppedTitles.append(screen.title)
                    popped.append(Tracked(screen: screen, coordinator: screen.coordinator))
                }
            }
        }
        let watcher = PoppedScreenWatcher()
        stack.addObserver(watcher)
        let app = AppCoordinator(stack: stack)
        _ = Tracked.pushChain(of: 2, on: stack, under: app)
        stack.popToRoot()
        #expect(watcher.poppedTitles == ["screen 2", "screen 1"])
        #expect(watcher.popped.count == 2)
        #expect(watcher.popped.allSatisfy { $0.isFreed })
    }

    // MARK: Weak observers

    @Test func aDeallocatedObserverIsNotRetainedAndNotCalled() {
        weak var weakObserver: RecordingObserver?
        var calls = 0
        do {
            let observer = RecordingObserver()
            observer.onChange = { _ in calls += 1 }
            stack.addObserver(observer)
            weakObserver = observer
        }
        #expect(weakObserver == nil)
        stack.push(TestScreen("a"))
        #expect(calls == 0)
    }

    @Test func aRemovedObserverIsNotCalled() {
        let observer = RecordingObserver()
        stack.addObserver(observer)
        stack.removeObserver(observer)
        stack.push(TestScreen("a"))
        #expect(observer.records.isEmpty)
    }

    @Test func addingAnObserverTwiceReportsEachChangeOnce() {
        let observer = RecordingObserver()
        stack.addObserver(observer)
        stack.addObserver(observer)
        stack.push(TestScreen("a"))
        #expect(observer.records.count == 1)
    }

    @Test func anObserverRemovedDuringANotificationIsNotCalledForIt() {
        let first = RecordingObserver()
        let second = RecordingObserver()
        first.onChange = { stack in stack.removeObserver(second) }
        stack.addObserver(first)
        stack.addObserver(second)
        stack.push(TestScreen("a"))
        #expect(first.records.count == 1)
        #expect(second.records.isEmpty)
    }

    @Test func anObserverMayChangeTheStackWhileBeingNotified() {
        let redirector = RecordingObserver()
        redirector.onChange = { stack in
            if stack.top.title == "a" { stack.push(TestScreen("b")) }
        }
        let recorder = RecordingObserver()
        stack.addObserver(redirector)
        stack.addObserver(recorder)
        stack.push(TestScreen("a"))
        #expect(stack.screens.map(\.title) == ["root", "a", "b"])
        #expect(recorder.records == [Record(pushed: ["b"], popped: []), Record(pushed: ["a"], popped: [])])
    }
}
