import Coordination
import Testing

// MARK: - The two-screen flow of Sources/Coordination/Coordination.md, compiled and run

private final class Page: Screen {
    let title: String
    let coordinator: Coordinator?
    var onSubmit: ((String) -> Void)?
    init(_ title: String, coordinator: Coordinator?) {
        self.title = title
        self.coordinator = coordinator
    }
}

private final class SignInFlow: FlowCoordinator<Page, String> {
    override func startFlow() {
        let form = Page("Sign in", coordinator: self)
        form.onSubmit = { [weak self] name in self?.showProfile(of: name) }
        stack?.push(form)
    }

    private func showProfile(of name: String) {
        stack?.replaceTop(with: Page("Profile of \(name)", coordinator: self))
        finish(with: name)
    }
}

private final class App: Coordinator {
    let stack = NavigationStack(root: Page("Home", coordinator: nil))
    private(set) var signedIn: [String] = []

    func signIn() {
        let flow = SignInFlow(stack: stack)
        addChild(flow) { [weak self] name in self?.signedIn.append(name) }
        flow.start()
    }
}

@Suite struct ArticleExampleTests {
    @Test func the_articles_flow_replaces_its_form_reports_typed_and_frees_itself_on_back() {
        let counter = LiveCoordinatorCounter()
        counter.counting {
            let app = App()
            app.signIn()
            weak let form = app.stack.top
            weak let flow = app.stack.top.coordinator
            app.stack.top.onSubmit?("Ada")
            #expect(app.signedIn == ["Ada"])
            #expect(app.stack.screens.map(\.title) == ["Home", "Profile of Ada"], "replaced, not pushed")
            #expect(form == nil, "the replaced form is freed")
            app.stack.pop()
            #expect(flow == nil)
            #expect(counter.count == 1, "only the app is alive")
        }
    }
}
