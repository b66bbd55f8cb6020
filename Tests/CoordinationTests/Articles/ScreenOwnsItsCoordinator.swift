import Coordination
import Testing

// MARK: - The code of Coordination.docc/ScreenOwnsItsCoordinator.md
//
// Each region between `// article: begin` and `// article: end` is a code block of the article, in order
// (ArticleSnippetTests checks they are the same text). `Page` is the screen of every article's examples.

// article: begin
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
// article: end

@MainActor @Suite struct ScreenOwnsItsCoordinatorArticle {
    @Test func poppingAPageFreesItsCoordinator() {
        // article: begin
        let stack = NavigationStack(root: Page("Notes", coordinator: nil))
        let counter = LiveCoordinatorCounter()
        weak var groceries: NoteCoordinator?
        counter.counting {
            let coordinator = NoteCoordinator(note: "Groceries", stack: stack)
            coordinator.start()
            stack.top.onSubmit?("Bakery")            // the note opens a linked note
            groceries = coordinator
        }
        #expect(counter.count == 2)                  // both alive: their pages are on the stack

        stack.pop()                                  // Bakery's page goes, and its coordinator with it
        #expect(counter.count == 1)
        #expect(groceries?.children.isEmpty == true)

        stack.pop()                                  // and so does Groceries
        #expect(groceries == nil)
        #expect(counter.count == 0)
        // article: end
    }
}
