import Coordination
import Testing

// MARK: - The code of Coordination.docc/FinishingToTheParent.md
//
// Each region between `// article: begin` and `// article: end` is a code block of the article, in order.

// article: begin
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
// article: end

@MainActor @Suite struct FinishingToTheParentArticle {
    @Test func thePickerHandsItsColorToTheEditorAndIsFreed() {
        // article: begin
        let editor = Editor()
        editor.pickColor()
        weak let picker = editor.children.first
        #expect(picker != nil)

        editor.stack.top.onSubmit?("teal")           // the user picks a color
        #expect(editor.color == "teal")              // typed: a String, nothing to downcast
        #expect(editor.children.isEmpty)             // the picker left the tree before the result arrived
        #expect(editor.stack.depth == 1)
        #expect(picker == nil)                       // and its page's pop freed it
        // article: end
    }

    @Test func aChildThatFinishesTwiceReportsOnce() {
        let editor = Editor()
        editor.pickColor()
        let picker = editor.children.first as? ColorPicker
        picker?.finish(with: "red")
        picker?.finish(with: "blue")
        #expect(editor.color == "red")
    }
}
