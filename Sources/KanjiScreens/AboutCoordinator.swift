import Coordination

/// Shows the data sources and licences as a page on the stack, so Back leaves it like any screen.
public final class AboutCoordinator: Coordinator {
    public static let title = "About"

    /// Weak: the application coordinator owns the stack.
    public private(set) weak var stack: NavigationStack?
    private let attribution: String

    /// - Parameter attribution: the text of `ATTRIBUTION.md` beside the data.
    public init(stack: NavigationStack, attribution: String) {
        self.stack = stack
        self.attribution = attribution
        super.init()
    }

    public override func start() {
        let lines = attribution.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        stack?.push(TextPageViewModel(title: Self.title, lines: lines, coordinator: self))
    }
}
