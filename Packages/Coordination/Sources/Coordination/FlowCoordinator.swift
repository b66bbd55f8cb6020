// MARK: - FlowCoordinator

/// A coordinator whose flow ends when the user navigates back past its start — the "flow end by anchor" idea.
///
/// When started, the flow remembers the screen on top of the stack (its *anchor*) and watches the stack.
/// The flow is showing while the screen right above the anchor is one of its own screens (its ``Screen/coordinator``
/// is this flow); screens pushed on top of that, by the flow or by its children, do not matter. As soon as a
/// change breaks that — the user popped back to the anchor, the anchor left the stack (`popToRoot`,
/// `setScreens`), or the flow's first screen was replaced — the flow has ended: ``flowDidEnd()`` runs exactly
/// once, the flow stops watching and calls ``Coordinator/finish()``, which tells its parent. The popped screens
/// that own the flow are still alive during that notification; right after it ARC frees them and the flow with them.
///
/// Subclasses push their first screen in ``startFlow()`` (`start()` is final so the anchor is always taken
/// first) and put their cleanup, such as saving a study list, in ``flowDidEnd()``. A flow that ends with a value
/// for its parent calls ``ReportingCoordinator/finish(with:)``; `Result` is `Never` for a flow that has nothing
/// to say. A flow may also finish with a result from ``flowDidEnd()`` ("left early after 3 cards").
@MainActor
open class FlowCoordinator<Element: StackElement, Result>: ReportingCoordinator<Result>, NavigationStackObserver {
    // MARK: State

    /// The stack the flow shows its screens on. Weak: the app owns the stack; a coordinator never does.
    public private(set) weak var stack: NavigationStack<Element>?

    /// The screen that was on top before the flow began. Weak: it belongs to whoever showed it, and the flow
    /// must notice (not prevent) its removal.
    public private(set) weak var anchor: (any Screen)?

    /// Where the flow is in its life; each step happens once.
    private var phase = Phase.notStarted

    /// The life of a flow.
    private enum Phase {
        case notStarted, showing, ended
    }

    // MARK: Init

    /// Creates a flow that will show its screens on `stack`.
    /// - Parameter stack: The stack to push on and to watch; not retained.
    public init(stack: NavigationStack<Element>) {
        self.stack = stack
        super.init()
    }

    // MARK: Starting

    /// Anchors the flow on the current top screen, starts watching the stack, then calls ``startFlow()``.
    /// Start a flow once, while its stack is alive.
    public final override func start() {
        precondition(phase == .notStarted, "\(debugName) was started twice")
        guard let stack else { preconditionFailure("\(debugName) was started after its stack was freed") }
        phase = .showing
        anchor = stack.top.screen
        stack.addObserver(self)
        startFlow()
    }

    /// Builds, feeds and pushes the flow's first screen. The base implementation does nothing.
    open func startFlow() {}

    // MARK: Ending

    /// The flow's cleanup, run exactly once when the user has navigated back past the flow's start.
    /// The flow's screens are still alive while this runs. The base implementation does nothing.
    open func flowDidEnd() {}

    // MARK: NavigationStackObserver

    /// Ends the flow once a change leaves no screen of the flow directly above the anchor.
    public final func navigationStack(_ stack: NavigationStack<Element>, didChange change: NavigationChange<Element>) {
        guard phase == .showing, !isShowing(on: stack) else { return }
        phase = .ended
        stack.removeObserver(self)
        flowDidEnd()
        finish()
    }

    // MARK: Private

    /// Whether the anchor is on `stack` with one of this flow's own screens directly above it.
    private func isShowing(on stack: NavigationStack<Element>) -> Bool {
        guard let anchor,
              let anchorIndex = stack.index(of: anchor),
              anchorIndex + 1 < stack.depth
        else { return false }
        return stack.screens[anchorIndex + 1].screen.coordinator === self
    }
}
