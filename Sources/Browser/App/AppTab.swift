/// The browser's tabs, numbered as the top line and the digit keys number them. A switch over them lists every
/// tab, so a new one is a compile error wherever a tab needs its own handling.
nonisolated public enum AppTab: Int, CaseIterable, Sendable, Codable {
    case kanji = 1
    case words
    case radicals
    case study
    case history
    case read

    /// The label in the tab bar and the first step of the tab's breadcrumb.
    public var title: String {
        switch self {
        case .kanji: "Kanji"
        case .words: "Words"
        case .radicals: "Radicals"
        case .study: "Study"
        case .history: "History"
        case .read: "Read"
        }
    }
}
