// A navigator turns each route into a transition: a started coordinator, a push, a pop.
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

// snippet.routes
enum MailRoute: Route {
    case message(String)                 // a message: a coordinator of its own
    case attachment(String)              // a page of the coordinator that opens it
    case inbox                           // back to the inbox
}

final class MailNavigator: RouteNavigator<MailRoute, Page> {
    override func prepareTransition(for route: MailRoute, from parent: Coordinator) -> Transition<Page> {
        switch route {
        case .message(let subject):
            return .start(MessageCoordinator(subject: subject, navigator: self))
        case .attachment(let name):
            return .push(Page(name, coordinator: parent))
        case .inbox:
            guard let inbox = stack?.screens.first else { return .none }
            return .pop(to: inbox)
        }
    }
}
// snippet.end

// snippet.coordinators
final class MessageCoordinator: Coordinator {
    private let navigator: MailNavigator     // strong: the navigator holds no coordinator back
    private let subject: String

    init(subject: String, navigator: MailNavigator) {
        self.subject = subject
        self.navigator = navigator
    }

    override func start() {
        let page = Page(subject, coordinator: self)
        page.onSubmit = { [weak self] name in self?.open(name) }
        navigator.push(page)                 // the page now owns this coordinator
    }

    private func open(_ attachment: String) {
        navigator.trigger(.attachment(attachment), from: self)   // decide; the navigator acts
    }
}

final class Mail: Coordinator {
    let stack = NavigationStack(root: Page("Inbox", coordinator: nil))   // strong: the root coordinator's stack
    let navigator = MailNavigator()          // strong, as every coordinator's; it holds the stack weakly

    override init() {
        super.init()
        navigator.attach(to: stack)
    }
}
// snippet.end

// snippet.hide
// Top-level code is not on the main actor in Swift 5 mode; an app's main thread is.
MainActor.assumeIsolated {
// snippet.show
// snippet.follow
let mail = Mail()
mail.navigator.follow([.message("Lunch?"), .attachment("menu.pdf")], from: mail)   // a deep link
precondition(mail.stack.screens.map(\.title) == ["Inbox", "Lunch?", "menu.pdf"])
weak var message: Coordinator?               // weak: only to see it freed
message = mail.children.first
precondition(mail.stack.top.coordinator === message)   // the attachment is the message's page
precondition(mail.navigator.routes == [.message("Lunch?"), .attachment("menu.pdf")])   // the stack as values

mail.navigator.trigger(.inbox, from: mail)
precondition(mail.stack.depth == 1)
precondition(message == nil)                 // popped and freed: the navigator kept nothing
// snippet.end
// snippet.hide
}
