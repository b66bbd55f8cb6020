// A flow ends, once, when the user pops back past the screen it started on.
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
final class SurveyFlow: FlowCoordinator<Page, Int> {
    private var answered = 0

    override func startFlow() {
        ask(question: 1)
    }

    private func ask(question number: Int) {
        let page = Page("Question \(number)", coordinator: self)
        page.onSubmit = { [weak self] _ in
            self?.answered += 1
            self?.ask(question: number + 1)
        }
        stack?.push(page)
    }

    override func flowDidEnd() {
        finish(with: answered)                       // the user backed out: tell the parent how far they got
    }
}

final class Home: Coordinator {
    let stack = NavigationStack(root: Page("Home", coordinator: nil))   // strong: the root coordinator's stack
    private(set) var answeredPerSurvey: [Int] = []

    func startSurvey() {
        let survey = SurveyFlow(stack: stack)
        addChild(survey) { [weak self] answered in self?.answeredPerSurvey.append(answered) }
        survey.start()                               // anchors on Home, then pushes question 1
    }
}
// snippet.end

// snippet.hide
// Top-level code is not on the main actor in Swift 5 mode; an app's main thread is.
MainActor.assumeIsolated {
// snippet.show
// snippet.backing-out
let home = Home()
home.startSurvey()
weak var survey: Coordinator?                // weak: only to see it freed
survey = home.children.first
home.stack.top.onSubmit?("yes")
home.stack.top.onSubmit?("no")               // Home, Question 1, 2, 3
home.stack.pop()
home.stack.pop()                             // back at Question 1: the survey still shows
precondition(home.answeredPerSurvey.isEmpty)

home.stack.pop()                             // back at Home, the anchor: the survey has ended
precondition(home.answeredPerSurvey == [2])
precondition(survey == nil)
// snippet.end
// snippet.hide
}
