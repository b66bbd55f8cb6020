// A child coordinator finishes towards its parent with a typed result.
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

// snippet.coordinators
final class ColorPicker: ReportingCoordinator<String> {
    private weak var stack: NavigationStack<Page>?   // weak: the stack belongs to the app

    init(stack: NavigationStack<Page>) {
        self.stack = stack
    }

    override func start() {
        let page = Page("Pick a color", coordinator: self)
        page.onSubmit = { [weak self] color in self?.finish(with: color) }
        stack?.push(page)
    }
}

final class Editor: Coordinator {
    let stack = NavigationStack(root: Page("Editor", coordinator: nil))   // strong: the root coordinator's stack
    private(set) var color = "black"

    func pickColor() {
        let picker = ColorPicker(stack: stack)
        addChild(picker) { [weak self] color in      // weak: the picker must not keep its parent alive
            self?.apply(color)
        }
        picker.start()
    }

    private func apply(_ color: String) {
        self.color = color
        stack.pop()                                  // finishing pops nothing: the parent decides what shows next
    }
}
// snippet.end

// snippet.hide
// Top-level code is not on the main actor in Swift 5 mode; an app's main thread is.
MainActor.assumeIsolated {
// snippet.show
// snippet.finish
let editor = Editor()
editor.pickColor()
weak var picker: Coordinator?                // weak: only to see it freed
picker = editor.children.first
precondition(picker != nil)

editor.stack.top.onSubmit?("teal")           // the user picks a color
precondition(editor.color == "teal")         // typed: a String, nothing to downcast
precondition(editor.children.isEmpty)        // the picker left the tree before the result arrived
precondition(editor.stack.depth == 1)
precondition(picker == nil)                  // and its page's pop freed it
// snippet.end
// snippet.hide
}
