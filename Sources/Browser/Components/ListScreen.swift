/// A screen that is one list under its heading, with a cursor whose window the terminal sizes before each frame: the
/// kanji's components, the History tab and the Study tab. What TerminalUI's list renderer needs of them, so each
/// list is laid out, sized and clicked the same way.
public protocol ListScreen: InteractiveScreen {
    /// The cursor over the rows, and the window of them in view.
    var cursor: ScrollingCursor { get }

    /// The rows the terminal has for the list, given before each frame.
    func setVisibleRows(_ rows: Int)
}
