/// What every screen understands, whichever is on top: movement, its text prompt, Back, and the app's own
/// commands. A screen's other commands are its own (`KanjiListViewModel.Command` …).
public enum AppCommand: Sendable, Hashable {
    /// Move the cursor or page of the screen on top; `select` opens.
    case cursor(CursorCommand)
    /// Edit the text prompt of the screen on top, if it has one open.
    case prompt(PromptEdit)
    /// Pop the top screen; nothing happens at the root.
    case back
    case quit
    /// Show the data sources and licences.
    case about
    /// Show the Draw screen: find a kanji by drawing it.
    case draw
    /// Show the tab with this number (1 Kanji, 3 Radicals, 5 History); nothing if there is none.
    case selectTab(Int)
    /// Pop the shown tab to its root in one step.
    case popToRoot
}
