import Coordination
import Testing

// MARK: - The code of Coordination.docc/ReplacingAScreen.md
//
// Each region between `// article: begin` and `// article: end` is a code block of the article, in order.

// article: begin
final class SignInFlow: FlowCoordinator<Page, String> {
    override func startFlow() {
        let form = Page("Sign in", coordinator: self)
        form.onSubmit = { [weak self] name in self?.showProfile(of: name) }
        stack?.push(form)
    }

    private func showProfile(of name: String) {
        stack?.replaceTop(with: Page("Profile of \(name)", coordinator: self))   // the form is freed
        finish(with: name)                           // the parent hears the name, typed
    }
}

final class Account: Coordinator {
    let stack = NavigationStack(root: Page("Home", coordinator: nil))   // strong: the root coordinator's stack
    private(set) var signedIn: [String] = []

    func signIn() {
        let flow = SignInFlow(stack: stack)
        addChild(flow) { [weak self] name in self?.signedIn.append(name) }
        flow.start()
    }
}
// article: end

@MainActor @Suite struct ReplacingAScreenArticle {
    @Test func theFormIsReplacedByTheProfileAndBackLeavesOnlyHome() {
        // article: begin
        let account = Account()
        account.signIn()
        weak let form = account.stack.top
        weak let flow = account.stack.top.coordinator

        account.stack.top.onSubmit?("Ada")
        #expect(account.stack.screens.map(\.title) == ["Home", "Profile of Ada"])   // replaced, not pushed
        #expect(form == nil)
        #expect(account.signedIn == ["Ada"])

        account.stack.pop()                          // Back from the profile: nothing of the flow is left
        #expect(flow == nil)
        // article: end
    }

    @Test func setScreensFreesEveryScreenItLeavesOut() {
        let account = Account()
        account.signIn()
        weak let form = account.stack.top
        account.stack.setScreens([account.stack.screens[0], Page("Deep link", coordinator: nil)])
        #expect(form == nil)
        #expect(account.children.isEmpty)
    }
}
