import Coordination

/// The coordinator at the bottom of a tab: it builds the screen the tab's stack is created with (a stack is
/// never empty, so the screen comes before the stack), and hears when its tab is shown or hidden and when its
/// screen is back on top or covered. Every hook does nothing unless the root needs it: the History and Study
/// lists read their store again when they are seen and let their rows go when they are not.
protocol TabRoot: Coordinator {
    /// The tab's root screen, which owns this coordinator from then on.
    func makeRootScreen() -> AppScreen
    /// Goes to `route` as this coordinator's child (``BrowserCoordinator`` does it through the tab's navigator).
    func show(_ route: AppRoute)
    /// The tab was selected (or the app started on it).
    func tabDidAppear()
    /// Another tab was selected, or the app is quitting.
    func tabDidDisappear()
    /// The root's screen is on top again: what was opened from it was closed.
    func rootDidReturnToTop()
    /// Something was opened over the root's screen.
    func rootWasCovered()
    /// A review followed on this tab (``AppRoute/review(dueBy:count:)``) ended, finished or left early: the flow's
    /// typed result. Only the Study tab starts reviews.
    func reviewDidEnd(_ result: ReviewResult)
}

extension TabRoot {
    public func tabDidAppear() {}
    public func tabDidDisappear() {}
    public func rootDidReturnToTop() {}
    public func rootWasCovered() {}
    public func reviewDidEnd(_ result: ReviewResult) {}
}
