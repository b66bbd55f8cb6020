/// What a person asks a screen to do, independent of which key or mouse action said it.
///
/// The terminal layer decodes keys once and maps them here; tests script these directly. Going back
/// and quitting are not screen commands: they are the app's (`AppCommand`).
public enum ScreenCommand: Sendable, Hashable {
    case up, down, pageUp, pageDown, home, end
    /// Open the item under the cursor.
    case select
    /// A click on item `index`: the first click moves the cursor there, a click on the item already
    /// under the cursor opens it (the usual terminal convention, as in htop and lazygit).
    case click(index: Int)
    /// The mouse wheel: moves the cursor by `lines` (negative is up).
    case scroll(lines: Int)
    /// Tab: moves between the parts of a screen that has two (the radical picker's components and matches).
    case switchPane
    /// A click on item `index` of the radical picker's `pane`, whichever pane has the keys: a component
    /// is chosen at once; a match takes the keys and the cursor, and opens when clicked again.
    case clickPicker(pane: RadicalPickerViewModel.Pane, index: Int)

    // MARK: Lists: search and sort

    /// `/`: opens the search line; keys are then text until accept or cancel.
    case beginSearch
    /// Text typed or pasted into the search line (IME and paste arrive as characters too).
    case type(String)
    case deleteBackward
    /// Enter on the search line: keep the results as the list and open the kanji under the cursor.
    case accept
    /// Esc on the search line: the list and the cursor as they were before the search.
    case cancel
    /// `n` / `N`: the next or previous kanji matching the last search, on an unfiltered list.
    case nextMatch, previousMatch
    /// `s`: the next sort key.
    case cycleSort

    // MARK: Forms

    /// `+` / `-`: change the number under the cursor (a stroke bound in the filter form).
    case increment, decrement
    /// `c`: clear every choice (the filter form).
    case clear
}
