/// The one line editor behind every text prompt: the text, a caret, and the editing keys people know from
/// readline and less (Left/Right, Home/End, Ctrl-A/E, Ctrl-U/K/W).
///
/// The caret is a position in the text as it is after each edit, never a count added to an earlier one: a
/// character that joins the one before it (a combining accent, a voicing mark, a second regional indicator, a
/// ZWJ and the emoji after it, a Hangul vowel jamo) makes one character of two, so the text's character count
/// grows by less than what was typed. The caret always stands between two characters (grapheme clusters), so
/// a kanji or a kana with a combining mark moves and deletes as one.
public struct LineEditor: Sendable, Hashable {
    /// What an edit did, for the screen to act on.
    public enum Outcome: Sendable, Hashable {
        /// The text changed (the screen refreshes its results).
        case changed
        /// Only the caret moved, or nothing happened.
        case unchanged
        /// Enter: the screen keeps the results.
        case accepted
        /// Esc, Ctrl-C, or Backspace on an empty prompt: the screen closes the prompt.
        case cancelled
    }

    // MARK: State

    public private(set) var text: String
    /// The caret, as the number of UTF-8 bytes before it; always on a character boundary of `text`.
    private var caretOffset: Int

    /// - Parameter text: what the prompt starts with; the caret goes after it.
    public init(text: String = "") {
        self.text = text
        self.caretOffset = text.utf8.count
    }

    /// The caret, as a count of characters before it.
    public var caret: Int {
        text[..<caretIndex].count
    }

    /// The text before the caret, for drawing the caret where it is.
    public var textBeforeCaret: Substring {
        text[..<caretIndex]
    }

    /// The text from the caret on.
    public var textAfterCaret: Substring {
        text[caretIndex...]
    }

    // MARK: Editing

    /// Applies `edit` and says what it did.
    public mutating func apply(_ edit: PromptEdit) -> Outcome {
        switch edit {
        case .insert(let inserted):
            guard !inserted.isEmpty else { return .unchanged }
            let insertedAt = caretOffset
            text.insert(contentsOf: inserted, at: caretIndex)
            place(caretAt: insertedAt + inserted.utf8.count)
            return .changed
        case .moveLeft:
            if caretIndex > text.startIndex { moveCaret(to: text.index(before: caretIndex)) }
        case .moveRight:
            if caretIndex < text.endIndex { moveCaret(to: text.index(after: caretIndex)) }
        case .moveToStart: moveCaret(to: text.startIndex)
        case .moveToEnd: moveCaret(to: text.endIndex)
        case .deleteBackward:
            if text.isEmpty { return .cancelled }
            guard caretIndex > text.startIndex else { return .unchanged }
            return delete(text.index(before: caretIndex)..<caretIndex)
        case .deleteForward:
            guard caretIndex < text.endIndex else { return .unchanged }
            return delete(caretIndex..<text.index(after: caretIndex))
        case .deleteToStart: return delete(text.startIndex..<caretIndex)
        case .deleteToEnd: return delete(caretIndex..<text.endIndex)
        case .deleteWordBackward: return delete(startOfWordBeforeCaret()..<caretIndex)
        case .accept: return .accepted
        case .cancel: return .cancelled
        }
        return .unchanged
    }

    // MARK: Private

    private var caretIndex: String.Index {
        text.utf8.index(text.utf8.startIndex, offsetBy: caretOffset)
    }

    private mutating func moveCaret(to index: String.Index) {
        caretOffset = text.utf8.distance(from: text.utf8.startIndex, to: index)
    }

    /// Puts the caret `offset` bytes into the text, moved forward to the end of the character it falls inside
    /// when an edit joined the characters on either side of it into one.
    private mutating func place(caretAt offset: Int) {
        let target = text.utf8.index(text.utf8.startIndex, offsetBy: min(offset, text.utf8.count))
        var boundary = text.startIndex
        while boundary < target { boundary = text.index(after: boundary) }
        moveCaret(to: boundary)
    }

    /// Removes the characters in `range`; the caret goes to where they began.
    private mutating func delete(_ range: Range<String.Index>) -> Outcome {
        guard !range.isEmpty else { return .unchanged }
        let start = text.utf8.distance(from: text.utf8.startIndex, to: range.lowerBound)
        text.removeSubrange(range)
        place(caretAt: start)
        return .changed
    }

    /// Where Ctrl-W starts deleting: back over spaces, then over the word before them.
    private func startOfWordBeforeCaret() -> String.Index {
        var start = caretIndex
        while start > text.startIndex, text[text.index(before: start)] == " " { start = text.index(before: start) }
        while start > text.startIndex, text[text.index(before: start)] != " " { start = text.index(before: start) }
        return start
    }
}
