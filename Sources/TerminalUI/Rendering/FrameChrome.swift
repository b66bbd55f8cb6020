/// What surrounds the screen in a frame: the full browser's tab bar, or nothing but the screen's own header and footer
/// in a popup (`kanji-tui popup` in tmux's `display-popup`, issue 50), where every row is the text's and the pane's.
public enum FrameChrome: Sendable {
    /// The tab bar on the first row, the screen below it (the browser).
    case tabBar
    /// The screen alone, down to a popup's small size (``BrowserRenderer/minimumPopupSize``).
    case popup

    /// The rows above the screen.
    var topRows: Int {
        switch self {
        case .tabBar: 1
        case .popup: 0
        }
    }
}
