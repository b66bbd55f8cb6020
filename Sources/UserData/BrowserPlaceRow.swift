/// Where the person left the browser, as `browser_place` (schema v8) keeps it: the tab's number and the routes as the
/// browser encoded them (`nil` both when no place was saved yet), and whether the browser opens there again.
public struct BrowserPlaceRow: Sendable, Hashable {
    public let tab: Int?
    public let routes: String?
    public let resumes: Bool

    public init(tab: Int?, routes: String?, resumes: Bool) {
        self.tab = tab
        self.routes = routes
        self.resumes = resumes
    }
}
