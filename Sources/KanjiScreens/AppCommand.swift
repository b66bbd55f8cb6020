/// Everything the headless app understands: a command for the top screen, back, or quit.
public enum AppCommand: Sendable, Hashable {
    case screen(ScreenCommand)
    /// Pop the top screen; nothing happens at the root.
    case back
    case quit
    /// Show the data sources and licences.
    case about
    /// Open the radical picker from the screen on top.
    case radicalPicker
    /// Open the filter form for the list on top.
    case filter
}
