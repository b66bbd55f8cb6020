import Coordination
import Testing

// MARK: - RouteNavigatorTests

/// A route becomes the transition its navigator prepares — a started child, a push, a replacement, a pop or
/// nothing — and the navigator owns neither the stack nor any coordinator.
@MainActor @Suite struct RouteNavigatorTests {
    private let stack = NavigationStack(root: TestScreen("root"))

    /// The root coordinator, owned by the test as the app owns it.
    private let app: AppCoordinator

    private let navigator = TestNavigator()

    /// Records every change, to tell "nothing happened" from a change that looks the same.
    private let observer = RecordingObserver()

    init() {
        app = AppCoordinator(stack: stack)
        navigator.attach(to: stack)
        stack.addObserver(observer)
    }

    private var titles: [String] {
        stack.screens.map(\.title)
    }

    // MARK: Transitions

    @Test func aRouteToACoordinatorStartsItAsTheDecidersChildAndItPushes() {
        navigator.trigger(.detail("日"), from: app)
        #expect(titles == ["root", "日"])
        #expect(app.children.map(\.debugName) == ["RoutedCoordinator"])
        #expect(stack.top.coordinator === app.children.first)
    }

    @Test func aRouteToAScreenPushesItOwnedByTheDecider() {
        navigator.trigger(.detail("日"), from: app)
        let detail = stack.top.coordinator!
        navigator.trigger(.note("readings"), from: detail)
        #expect(titles == ["root", "日", "readings"])
        #expect(stack.top.coordinator === detail)
        #expect(detail.children.isEmpty)
    }

    @Test func aReplacingRouteSwapsTheTopAndFreesTheReplacedScreen() {
        navigator.trigger(.detail("card 1"), from: app)
        let review = stack.top.coordinator!
        weak var firstCard: TestScreen?
        firstCard = stack.top
        navigator.trigger(.nextCard("card 2"), from: review)
        #expect(titles == ["root", "card 2"])
        #expect(firstCard == nil)
        #expect(stack.top.coordinator === review)
    }

    @Test func aRouteBackPopsToTheScreenItNamesAndFreesWhatWasAbove() {
        navigator.follow([.detail("日"), .detail("本"), .note("読み")], from: app)
        weak var first: Coordinator?
        first = app.children.first
        navigator.trigger(.home, from: stack.top.coordinator!)
        #expect(titles == ["root"])
        #expect(first == nil)
        #expect(app.children.isEmpty)
    }

    @Test func aRouteToNothingChangesNothing() {
        navigator.trigger(.detail("日"), from: app)
        let changes = observer.records.count
        navigator.trigger(.stay, from: stack.top.coordinator!)
        #expect(titles == ["root", "日"])
        #expect(observer.records.count == changes)
    }

    @Test func aChildThePreparationAdoptedIsStartedAsItIsAndReportsTyped() throws {
        navigator.trigger(.picker("pick"), from: app)
        #expect(titles == ["root", "pick"])
        let picker = try #require(navigator.lastPicker)
        #expect(app.children.first === picker)
        picker.finish(with: .done)
        #expect(navigator.pickedOutcomes == [.done])
        #expect(app.children.isEmpty)
    }

    // MARK: Following

    @Test func followingRoutesTriggersEachFromTheCoordinatorOfTheScreenTheOneBeforeShowed() {
        navigator.follow([.detail("日"), .detail("本"), .note("読み")], from: app)
        #expect(titles == ["root", "日", "本", "読み"])
        let first = app.children.first
        let second = first?.children.first
        #expect(first?.children.count == 1)
        #expect(stack.screens[2].coordinator === second)
        #expect(stack.screens[3].coordinator === second)
    }

    @Test func followingStopsAtATopScreenWithoutACoordinator() {
        stack.push(TestScreen("nobody's"))
        navigator.follow([.stay, .detail("never")], from: app)
        #expect(titles == ["root", "nobody's"])
    }

    // MARK: Routes as values

    @Test func theStackReadsAsTheRoutesThatOpenedItsScreens() {
        navigator.follow([.detail("日"), .note("readings"), .detail("本")], from: app)
        #expect(navigator.routes == [.detail("日"), .note("readings"), .detail("本")])
        stack.pop()
        #expect(navigator.routes == [.detail("日"), .note("readings")])
        navigator.trigger(.home, from: app)
        #expect(navigator.routes.isEmpty)
    }

    @Test func aReplacementKeepsTheReplacedRouteUnlessARouteReplacedIt() {
        navigator.trigger(.detail("card 1"), from: app)
        let review = stack.top.coordinator!
        navigator.replaceTop(with: TestScreen("card 2", coordinator: review))
        #expect(navigator.routes == [.detail("card 1")])
        navigator.trigger(.nextCard("card 3"), from: review)
        #expect(navigator.routes == [.nextCard("card 3")])
    }

    @Test func aScreenPushedOutsideAnyRouteHasNone() {
        navigator.trigger(.detail("日"), from: app)
        navigator.push(TestScreen("unrouted"))
        #expect(titles == ["root", "日", "unrouted"])
        #expect(navigator.routes == [.detail("日")])
    }

    @Test func aSubclassHearsEveryChangeAfterTheRoutesShowIt() {
        navigator.follow([.detail("日"), .note("readings")], from: app)
        stack.popToRoot()
        #expect(navigator.depthsSeen == [2, 3, 1])
    }

    // MARK: Ownership

    @Test func theNavigatorHoldsItsStackWeakly() {
        let navigator = TestNavigator()
        weak var weakStack: NavigationStack<TestScreen>?
        do {
            let stack = NavigationStack(root: TestScreen("gone soon"))
            navigator.attach(to: stack)
            weakStack = stack
        }
        #expect(weakStack == nil)
        #expect(navigator.stack == nil)
    }

    @Test func withItsStackGoneARouteStartsACoordinatorThatNothingKeeps() {
        let navigator = TestNavigator()
        navigator.attach(to: NavigationStack(root: TestScreen("gone at once")))
        let counter = LiveCoordinatorCounter()
        counter.counting { navigator.trigger(.detail("nowhere"), from: app) }
        #expect(counter.count == 0)
        #expect(app.children.isEmpty)
    }

    @Test func theNavigatorKeepsNoCoordinatorAlive() {
        let counter = LiveCoordinatorCounter()
        counter.counting {
            navigator.follow([.detail("日"), .detail("本"), .nextCard("本 again"), .picker("pick")], from: app)
        }
        #expect(counter.count == 3)
        stack.popToRoot()
        #expect(counter.count == 0, "the navigator, still alive, holds none of them")
        #expect(navigator.routes.isEmpty)
    }

    @Test func theNavigatorIsFreedWithTheLastCoordinatorThatHeldIt() {
        weak var weakNavigator: TestNavigator?
        do {
            let navigator = TestNavigator()
            navigator.attach(to: stack)
            navigator.follow([.detail("日"), .detail("本")], from: app)
            weakNavigator = navigator
        }
        #expect(weakNavigator != nil, "its coordinators hold it")
        stack.popToRoot()
        #expect(weakNavigator == nil)
    }
}
