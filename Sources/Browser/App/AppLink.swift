/// Where the browser opens when it is started on something (`kanji-tui 語`, `kanji-tui --word 日本`): a tab and
/// the routes followed from its root, one after the other, exactly as the person would have gone there — so Back
/// retraces them. Restoring a tab's stack is the same list.
nonisolated public struct AppLink: Hashable, Codable, Sendable {
    /// The tab the routes are followed on.
    public let tab: AppTab
    /// Followed in order, each from the coordinator of the screen the one before it showed.
    public let routes: [AppRoute]

    public init(tab: AppTab, routes: [AppRoute]) {
        self.tab = tab
        self.routes = routes
    }
}

extension AppLink {
    /// This place as the browser can open it again at the next start: the routes up to a review, which is not
    /// resumed half-way (its cards were graded as they went; the Study list shows what is due now).
    public var resumable: AppLink {
        let kept = routes.prefix { route in
            if case .review = route { false } else { true }
        }
        return AppLink(tab: tab, routes: Array(kept))
    }
}
