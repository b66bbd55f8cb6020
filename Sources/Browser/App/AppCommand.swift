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
    /// Go to `route` from the screen on top, on the shown tab, unless that screen is already the route's (the About
    /// page, the Draw screen, asked for twice). The way the global keys and a screen's own keys name a destination.
    case follow(AppRoute)
    /// Show the tab with this number (1 Kanji, 3 Radicals, 5 History); nothing if there is none.
    case selectTab(Int)
    /// Pop the shown tab to its root in one step.
    case popToRoot
}
