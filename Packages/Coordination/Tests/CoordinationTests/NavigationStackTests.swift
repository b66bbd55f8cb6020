import Coordination
import Testing

// MARK: - NavigationStackTests

@MainActor @Suite struct NavigationStackTests {
    private let root = TestScreen("root")

    private func titles(_ stack: NavigationStack<TestScreen>) -> [String] {
        stack.screens.map(\.title)
    }

    // MARK: Root

    @Test func aNewStackHoldsOnlyItsRoot() {
        let stack = NavigationStack(root: root)
        #expect(titles(stack) == ["root"])
        #expect(stack.top === root)
    }

    @Test func popAtTheRootReturnsNilAndKeepsTheRoot() {
        let stack = NavigationStack(root: root)
        #expect(stack.pop() == nil)
        #expect(titles(stack) == ["root"])
    }

    // MARK: Push and pop

    @Test func pushPutsTheScreenOnTop() {
        let stack = NavigationStack(root: root)
        let a = TestScreen("a")
        stack.push(a)
        #expect(titles(stack) == ["root", "a"])
        #expect(stack.top === a)
        #expect(stack.contains(a))
    }

    @Test func popRemovesAndReturnsTheTopScreen() {
        let stack = NavigationStack(root: root)
        let a = TestScreen("a")
        stack.push(a)
        stack.push(TestScreen("b"))
        #expect(stack.pop()?.title == "b")
        #expect(titles(stack) == ["root", "a"])
        #expect(stack.top === a)
    }

    @Test func popToAScreenRemovesEverythingAboveItTopmostFirst() {
        let stack = NavigationStack(root: root)
        let a = TestScreen("a")
        stack.push(a)
        stack.push(TestScreen("b"))
        stack.push(TestScreen("c"))
        #expect(stack.pop(to: a).map(\.title) == ["c", "b"])
        #expect(titles(stack) == ["root", "a"])
    }

    @Test func popToTheTopOrToAScreenNotOnTheStackChangesNothing() {
        let stack = NavigationStack(root: root)
        let a = TestScreen("a")
        stack.push(a)
        #expect(stack.pop(to: a).isEmpty)
        #expect(stack.pop(to: TestScreen("elsewhere")).isEmpty)
        #expect(titles(stack) == ["root", "a"])
    }

    @Test func popToRootLeavesOnlyTheRoot() {
        let stack = NavigationStack(root: root)
        stack.push(TestScreen("a"))
        stack.push(TestScreen("b"))
        #expect(stack.popToRoot().map(\.title) == ["b", "a"])
        #expect(titles(stack) == ["root"])
        #expect(stack.popToRoot().isEmpty)
    }

    // MARK: Replace

    @Test func replaceTopSwapsOnlyTheTopScreen() {
        let stack = NavigationStack(root: root)
        stack.push(TestScreen("a"))
        stack.push(TestScreen("b"))
        #expect(stack.replaceTop(with: TestScreen("c")).title == "b")
        #expect(titles(stack) == ["root", "a", "c"])
    }

    @Test func replaceTopAtTheRootReplacesTheRoot() {
        let stack = NavigationStack(root: root)
        let newRoot = TestScreen("new root")
        #expect(stack.replaceTop(with: newRoot) === root)
        #expect(titles(stack) == ["new root"])
        #expect(stack.pop() == nil)
    }

    @Test func setScreensReplacesTheWholeStack() {
        let stack = NavigationStack(root: root)
        let a = TestScreen("a")
        stack.push(a)
        stack.push(TestScreen("b"))
        stack.setScreens([TestScreen("x"), a, TestScreen("y")])
        #expect(titles(stack) == ["x", "a", "y"])
        #expect(stack.pop()?.title == "y")
        #expect(stack.pop()?.title == "a")
        #expect(stack.pop() == nil)
    }
}
