// A screen owns the coordinator that created it: popping the screen frees the coordinator through ARC.
import Coordination

// snippet.page
final class Page: Screen {
    let title: String
    let coordinator: Coordinator?        // strong: the page keeps the coordinator that made it alive
    var onSubmit: ((String) -> Void)?    // output: the coordinator sets it, capturing itself weakly

    init(_ title: String, coordinator: Coordinator?) {
        self.title = title
        self.coordinator = coordinator
    }
}

final class NoteCoordinator: Coordinator {
    private weak var stack: NavigationStack<Page>?   // weak: the stack belongs to the app
    private let note: String

    init(note: String, stack: NavigationStack<Page>) {
        self.note = note
        self.stack = stack
    }

    override func start() {
        let page = Page(note, coordinator: self)
        page.onSubmit = { [weak self] link in self?.open(link) }
        stack?.push(page)                            // from here on, the page owns this coordinator
    }

    private func open(_ link: String) {
        guard let stack else { return }
        let linked = NoteCoordinator(note: link, stack: stack)
        addChild(linked)                             // weak both ways: the tree owns nothing
        linked.start()
    }
}

// snippet.hide
// Top-level code is not on the main actor in Swift 5 mode; an app's main thread is.
MainActor.assumeIsolated {
// snippet.show
// snippet.pop
let stack = NavigationStack(root: Page("Notes", coordinator: nil))
let counter = LiveCoordinatorCounter()
weak var groceries: NoteCoordinator?
counter.counting {
    let coordinator = NoteCoordinator(note: "Groceries", stack: stack)
    coordinator.start()
    stack.top.onSubmit?("Bakery")            // the note opens a linked note
    groceries = coordinator
}
precondition(counter.count == 2)             // both alive: their pages are on the stack

stack.pop()                                  // Bakery's page goes, and its coordinator with it
precondition(counter.count == 1)
precondition(groceries?.children.isEmpty == true)

stack.pop()                                  // and so does Groceries
precondition(groceries == nil)
precondition(counter.count == 0)
// snippet.end
// snippet.hide
}
