import Coordination
import Testing

// MARK: - The code of Coordination.docc/TabsOfStacks.md
//
// Each region between `// article: begin` and `// article: end` is a code block of the article, in order.

// article: begin
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
// article: end

@MainActor @Suite struct TabsOfStacksArticle {
    @Test func eachTabKeepsItsStackAcrossSwitches() {
        // article: begin
        let tabs = makeMailTabs()
        tabs.stack.top.onSubmit?("Lunch?")           // open a message in the Inbox
        #expect(tabs.tabs[1].stack == nil)           // Settings not built yet

        tabs.selectTab(number: 2)
        #expect(tabs.stack.top.title == "Settings")

        tabs.selectTab(number: 1)                    // switching freed nothing
        #expect(tabs.stack.screens.map(\.title) == ["Inbox", "Lunch?"])
        #expect(tabs.children.map(\.debugName) == ["InboxCoordinator"])
        // article: end
    }
}
