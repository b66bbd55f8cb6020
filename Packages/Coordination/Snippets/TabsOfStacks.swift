// Each tab owns its stack, built when first shown; switching tabs frees nothing.
import Coordination

// snippet.hide
final class Page: Screen {      // as in ScreenOwnsItsCoordinator
    let title: String
    let coordinator: Coordinator?
    var onSubmit: ((String) -> Void)?

    init(_ title: String, coordinator: Coordinator?) {
        self.title = title
        self.coordinator = coordinator
    }
}
// snippet.show

// snippet.tabs
final class InboxCoordinator: Coordinator {
    weak var stack: NavigationStack<Page>?           // weak: the tab owns its stack

    func makeRoot() -> Page {
        let inbox = Page("Inbox", coordinator: self)
        inbox.onSubmit = { [weak self] subject in self?.open(subject) }
        return inbox
    }

    private func open(_ subject: String) {
        stack?.push(Page(subject, coordinator: self))
    }
}

@MainActor  // as every type of Coordination: navigation is UI state
func makeMailTabs() -> TabBarCoordinator<Page> {
    let tabs = TabBarCoordinator(firstTab: Tab(title: "Inbox", number: 1) {
        let inbox = InboxCoordinator()
        let stack = NavigationStack(root: inbox.makeRoot())   // the root page owns the inbox
        inbox.stack = stack
        return stack                                 // the tab bar adopts the inbox as its child
    })
    tabs.addTab(Tab(title: "Settings", number: 2) {  // built the first time it is shown
        NavigationStack(root: Page("Settings", coordinator: nil))
    })
    return tabs
}
// snippet.end

// snippet.hide
// Top-level code is not on the main actor in Swift 5 mode; an app's main thread is.
MainActor.assumeIsolated {
// snippet.show
// snippet.switch
let tabs = makeMailTabs()
tabs.stack.top.onSubmit?("Lunch?")           // open a message in the Inbox
precondition(tabs.tabs[1].stack == nil)      // Settings not built yet

tabs.selectTab(number: 2)
precondition(tabs.stack.top.title == "Settings")

tabs.selectTab(number: 1)                    // switching freed nothing
precondition(tabs.stack.screens.map(\.title) == ["Inbox", "Lunch?"])
precondition(tabs.children.map(\.debugName) == ["InboxCoordinator"])
// snippet.end
// snippet.hide
}
