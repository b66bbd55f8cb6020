// A flow replaces its screen instead of pushing, and the replaced screen is freed.
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

// snippet.flow
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
// snippet.end

// snippet.hide
// Top-level code is not on the main actor in Swift 5 mode; an app's main thread is.
MainActor.assumeIsolated {
// snippet.show
// snippet.replace
let account = Account()
account.signIn()
weak var form: Page?                         // weak: only to see them freed
weak var flow: Coordinator?
form = account.stack.top
flow = account.stack.top.coordinator

account.stack.top.onSubmit?("Ada")
precondition(account.stack.screens.map(\.title) == ["Home", "Profile of Ada"])   // replaced, not pushed
precondition(form == nil)
precondition(account.signedIn == ["Ada"])

account.stack.pop()                          // Back from the profile: nothing of the flow is left
precondition(flow == nil)
// snippet.end
// snippet.hide
}
