/// A key press, or a terminal event that arrives in the key stream, decoded once by `KeyDecoder`.
///
/// Terminal-level only: what a key means (quit, search, open) is for the screens to decide.
public enum Key: Hashable, Sendable {
    /// A printable character, including kanji typed through an input method.
    case character(Character)
    case up, down, left, right
    case pageUp, pageDown, home, end
    /// Return or keypad Enter (also Ctrl-J and Ctrl-M, which send the same bytes).
    case enter
    /// Backspace (also Ctrl-H, which sends the same byte).
    case backspace
    /// The Delete key.
    case delete
    case escape
    /// Tab (also Ctrl-I).
    case tab
    /// Shift-Tab.
    case backTab
    /// F1…F63.
    case function(Int)
    /// A Ctrl-letter chord, as the lowercase letter: Ctrl-B is `.control("b")`.
    case control(Character)
    /// The screen must be redrawn from scratch at `TerminalSession.size`: the terminal was resized,
    /// or the process was resumed after a stop.
    case resize
    case mouse(MouseEvent)
    /// A bracketed paste, whole: text, never keys.
    case paste(PastedText)
}
