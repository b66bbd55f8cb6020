import Coordination
import Testing

// MARK: - TabBarCoordinatorTests

/// Tabs of stacks: a tab bar always has a shown tab, builds each tab's stack once (when first shown), adopts the
/// root screen's coordinator, and frees only what is popped.
@MainActor @Suite struct TabBarCoordinatorTests {
    /// How often a tab built its stack.
    private final class Builds {
        var count = 0
    }

    /// A tab whose root screen is owned by a `TestCoordinator` titled like the tab, counting its builds in `builds`.
    private static func tab(_ title: String, number: Int, builds: Builds = Builds()) -> Tab<TestScreen> {
        Tab(title: title, number: number) {
            builds.count += 1
            let root = TestCoordinator(title, on: NavigationStack(root: TestScreen("unused")))
            return NavigationStack(root: TestScreen(title, coordinator: root))
        }
    }

    @Test func theFirstTabIsShownAndBuiltAtOnceTheOthersWhenFirstShown() {
        let first = Builds()
        let second = Builds()
        let tabBar = TabBarCoordinator(firstTab: Self.tab("One", number: 1, builds: first))
        tabBar.addTab(Self.tab("Two", number: 2, builds: second))
        #expect(tabBar.selectedTab.number == 1)
        #expect(tabBar.stack.top.title == "One")
        #expect((first.count, second.count) == (1, 0))
        #expect(tabBar.tabs[1].stack == nil)

        tabBar.selectTab(number: 2)
        tabBar.selectTab(number: 1)
        tabBar.selectTab(number: 2)
        #expect((first.count, second.count) == (1, 1))
        #expect(tabBar.stack.top.title == "Two")
    }

    @Test func eachBuiltTabsRootCoordinatorBecomesAChildOfTheTabBar() {
        let tabBar = TabBarCoordinator(firstTab: Self.tab("One", number: 1))
        tabBar.addTab(Self.tab("Two", number: 2))
        // The children by the screens they own, as the inspector shows them: no cast to the test's coordinator type.
        let childScreens = { CoordinatorInspector.snapshot(tabBar: tabBar).coordinators.filter { $0.depth == 1 }.map(\.screenTitles) }
        #expect(childScreens() == [["One"]])
        _ = tabBar.stack(ofTab: 2)
        #expect(childScreens() == [["One"], ["Two"]])
        #expect(tabBar.children.allSatisfy { $0.parent === tabBar })
    }

    @Test func aRootWithoutCoordinatorOrWithAParentIsNotAdopted() {
        let app = AppCoordinator(stack: NavigationStack(root: TestScreen("app")))
        let owned = TestCoordinator("owned", on: NavigationStack(root: TestScreen("unused")))
        app.addChild(owned)
        let tabBar = TabBarCoordinator(firstTab: Tab(title: "Plain", number: 1) { NavigationStack(root: TestScreen("plain")) })
        tabBar.addTab(Tab(title: "Owned", number: 2) { NavigationStack(root: TestScreen("owned", coordinator: owned)) })
        tabBar.selectTab(number: 2)
        #expect(tabBar.children.isEmpty)
        #expect(owned.parent === app)
    }

    @Test func selectingAMissingTabChangesNothing() {
        let tabBar = TabBarCoordinator(firstTab: Self.tab("One", number: 1))
        #expect(!tabBar.selectTab(number: 9))
        #expect(tabBar.selectedTab.number == 1)
        #expect(tabBar.stack(ofTab: 9) == nil)
    }

    @Test func didSelectTabIsCalledOnlyWhenTheShownTabChanges() {
        let tabBar = RecordingTabBar(firstTab: Self.tab("One", number: 1))
        tabBar.addTab(Self.tab("Two", number: 2))
        tabBar.selectTab(number: 1)
        tabBar.selectTab(number: 2)
        tabBar.selectTab(number: 2)
        tabBar.selectTab(number: 1)
        #expect(tabBar.selected == [2, 1])
    }

    @Test func popSelectedTabToRootFreesOnlyThatTabsScreens() {
        let tabBar = TabBarCoordinator(firstTab: Self.tab("One", number: 1))
        tabBar.addTab(Self.tab("Two", number: 2))
        let app = AppCoordinator(stack: tabBar.stack)
        let inFirst = Tracked.pushChain(of: 2, on: tabBar.stack, under: app)
        tabBar.selectTab(number: 2)
        let inSecond = Tracked.pushChain(of: 2, on: tabBar.stack, under: app)
        tabBar.popSelectedTabToRoot()
        #expect(inSecond.allSatisfy { $0.isFreed })
        #expect(inFirst.allSatisfy { $0.isAlive }, "switching tabs frees nothing")
        #expect(tabBar.stack.depth == 1)
    }

    @Test func theInspectorNamesEveryBuiltTabAndShowsTheSelectedOne() {
        let tabBar = TabBarCoordinator(firstTab: Self.tab("One", number: 1))
        tabBar.addTab(Self.tab("Two", number: 2))
        tabBar.addTab(Self.tab("Three", number: 3))
        #expect(CoordinatorInspector.snapshot(tabBar: tabBar).stacks.map(\.name) == ["1 One"])
        tabBar.selectTab(number: 2)
        let snapshot = CoordinatorInspector.snapshot(tabBar: tabBar)
        #expect(snapshot.stacks == [
            StackSnapshot(name: "1 One", screens: [ScreenRow(index: 0, typeName: "TestScreen", title: "One", coordinatorName: "TestCoordinator")]),
            StackSnapshot(name: "2 Two", screens: [ScreenRow(index: 0, typeName: "TestScreen", title: "Two", coordinatorName: "TestCoordinator")]),
        ])
        #expect(snapshot.screens.map(\.title) == ["Two"])
        #expect(snapshot.coordinators.map(\.depth) == [0, 1, 1])
    }

    @Test func aTabBarIsFreedWithEveryTabItBuilt() {
        let counter = LiveCoordinatorCounter()
        weak var weakTabBar: TabBarCoordinator<TestScreen>?
        counter.counting {
            let tabBar = TabBarCoordinator(firstTab: Self.tab("One", number: 1))
            tabBar.addTab(Self.tab("Two", number: 2))
            tabBar.selectTab(number: 2)
            weakTabBar = tabBar
            #expect(counter.count == 3)
        }
        #expect(weakTabBar == nil)
        #expect(counter.count == 0)
    }
}

// MARK: - RecordingTabBar

/// A tab bar that records the tabs its `didSelectTab(_:)` hears.
private final class RecordingTabBar: TabBarCoordinator<TestScreen> {
    private(set) var selected: [Int] = []

    override func didSelectTab(_ tab: Tab<TestScreen>) {
        selected.append(tab.number)
    }
}
