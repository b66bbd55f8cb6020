/// The browser's tabs, numbered as the top line and the digit keys number them. A switch over them lists every
/// tab, so a new one is a compile error wherever a tab needs its own handling.
public enum AppTab: Int, CaseIterable, Sendable {
    case kanji = 1
    case words
    case radicals
    case study
    case history
}
