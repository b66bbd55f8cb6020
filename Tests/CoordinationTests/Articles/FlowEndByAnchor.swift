import Coordination
import Testing

// MARK: - The code of Coordination.docc/FlowEndByAnchor.md
//
// Each region between `// article: begin` and `// article: end` is a code block of the article, in order.

// article: begin
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
// article: end

@MainActor @Suite struct FlowEndByAnchorArticle {
    @Test func backingOutPastTheFirstQuestionEndsTheSurveyOnce() {
        // article: begin
        let home = Home()
        home.startSurvey()
        weak let survey = home.children.first
        home.stack.top.onSubmit?("yes")
        home.stack.top.onSubmit?("no")               // Home, Question 1, 2, 3
        home.stack.pop()
        home.stack.pop()                             // back at Question 1: the survey still shows
        #expect(home.answeredPerSurvey.isEmpty)

        home.stack.pop()                             // back at Home, the anchor: the survey has ended
        #expect(home.answeredPerSurvey == [2])
        #expect(survey == nil)
        // article: end
    }

    @Test func poppingToTheRootEndsTheSurveyToo() {
        let home = Home()
        home.startSurvey()
        home.stack.top.onSubmit?("yes")
        home.stack.popToRoot()
        #expect(home.answeredPerSurvey == [1])
        #expect(home.children.isEmpty)
    }
}
