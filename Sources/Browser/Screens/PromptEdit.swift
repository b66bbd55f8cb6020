/// What a person does to a text prompt (a search line), whichever key said it. ``LineEditor`` applies it.
public enum PromptEdit: Sendable, Hashable {
    /// Typed or pasted text, inserted whole at the caret.
    case insert(String)
    case moveLeft, moveRight, moveToStart, moveToEnd
    /// Backspace; on an empty prompt it closes the prompt.
    case deleteBackward
    /// Delete: the character under the caret.
    case deleteForward
    /// Ctrl-U: everything before the caret.
    case deleteToStart
    /// Ctrl-K: everything from the caret on.
    case deleteToEnd
    /// Ctrl-W: the word before the caret (and the spaces after it).
    case deleteWordBackward
    /// Enter: keep what the prompt found.
    case accept
    /// Esc or Ctrl-C: close the prompt and put back what was there before it opened.
    case cancel
}
