/// The rows a screen's window of items gets — a list's rows, a text's lines: its body less the header's row (the
/// breadcrumb), the footer's (the keys) and the lines above the items. Written once, so a screen says only how many
/// lines its heading takes.
enum ListWindow {
    /// The rows of every body that are not the screen's: the header above it and the footer under it.
    static let chromeRows = 2

    /// - Parameters:
    ///   - size: the screen's body, its header on row 0 and its footer on the last row.
    ///   - headingLines: the lines between the header and the first item.
    static func rows(in size: TerminalSize, headingLines: Int = 1) -> Int {
        size.rows - chromeRows - headingLines
    }
}
