// Getting started: a list and a detail; Back frees the detail's coordinator.
import Coordination

// snippet.types
final class TextScreen: Screen {
    let title: String
    let coordinator: Coordinator?       // strong: the screen keeps the coordinator that made it alive
    var onSelect: ((String) -> Void)?   // output: the coordinator sets it, capturing itself weakly

    init(_ title: String, coordinator: Coordinator?) {
        self.title = title
        self.coordinator = coordinator
    }
}

/// The root: owned by the app, it owns the stack (the only coordinator that is not owned by a screen).
final class FruitList: Coordinator {
    let stack = NavigationStack(root: TextScreen("Fruit", coordinator: nil))

    override func start() {
        stack.top.onSelect = { [weak self] fruit in self?.showDetail(of: fruit) }
    }

    private func showDetail(of fruit: String) {
        let detail = FruitDetail(fruit: fruit, stack: stack)
        addChild(detail)                // the tree is weak both ways: it owns nothing
        detail.start()
    }
}

final class FruitDetail: Coordinator {
    private weak var stack: NavigationStack<TextScreen>?   // weak: the root owns the stack
    private let fruit: String

    init(fruit: String, stack: NavigationStack<TextScreen>) {
        self.fruit = fruit
        self.stack = stack
    }

    override func start() {
        stack?.push(TextScreen(fruit, coordinator: self))   // the pushed screen now owns this coordinator
    }
}
// snippet.end

// snippet.hide
// Top-level code is not on the main actor in Swift 5 mode; an app's main thread is.
MainActor.assumeIsolated {
// snippet.show
// snippet.pop
let app = FruitList()                                    // the app keeps its root coordinator
app.start()
let counter = LiveCoordinatorCounter()
counter.counting { app.stack.top.onSelect?("Apple") }   // pushes Apple's screen and its coordinator
precondition(counter.count == 1)
app.stack.pop()                                          // Back: ARC frees both
precondition(counter.count == 0)
// snippet.end
// snippet.hide
}
