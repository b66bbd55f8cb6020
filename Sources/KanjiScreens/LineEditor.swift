/// The one line editor behind every text prompt: the text, a caret, and the editing keys people know from
/// readline and less (Left/Right, Home/End, Ctrl-A/E, Ctrl-U/K/W).
///
/// The caret counts characters (grapheme clusters), so a kanji or a kana with a combining mark moves as one.
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
    /// The caret, as a count of characters before it.
    public private(set) var caret: Int

    /// - Parameter text: what the prompt starts with; the caret goes after it.
    public init(text: String = "") {
        self.text = text
        self.caret = text.count
    }

    /// The text before the caret, for drawing the caret where it is.
    public var textBeforeCaret: Substring {
        text.prefix(caret)
    }

    // MARK: Editing

    /// Applies `edit` and says what it did.
    public mutating func apply(_ edit: PromptEdit) -> Outcome {
        switch edit {
        case .insert(let inserted):
            guard !inserted.isEmpty else { return .unchanged }
            text.insert(contentsOf: inserted, at: position(caret))
            caret += inserted.count
            return .changed
        case .moveLeft: caret = max(0, caret - 1)
        case .moveRight: caret = min(text.count, caret + 1)
        case .moveToStart: caret = 0
        case .moveToEnd: caret = text.count
        case .deleteBackward:
            if text.isEmpty { return .cancelled }
            return delete(from: caret - 1, to: caret)
        case .deleteForward: return delete(from: caret, to: caret + 1)
        case .deleteToStart: return delete(from: 0, to: caret)
        case .deleteToEnd: return delete(from: caret, to: text.count)
        case .deleteWordBackward: return delete(from: startOfWordBeforeCaret(), to: caret)
        case .accept: return .accepted
        case .cancel: return .cancelled
        }
        return .unchanged
    }

    // MARK: Private

    /// Removes the characters in `start..<end` (clamped); the caret goes to `start`.
    private mutating func delete(from start: Int, to end: Int) -> Outcome {
        let start = max(0, start)
        let end = min(text.count, end)
        guard start < end else { return .unchanged }
        text.removeSubrange(position(start)..<position(end))
        caret = start
        return .changed
    }

    /// Where Ctrl-W starts deleting: back over spaces, then over the word before them.
    private func startOfWordBeforeCaret() -> Int {
        let before = Array(text.prefix(caret))
        var start = before.count
        while start > 0, before[start - 1] == " " { start -= 1 }
        while start > 0, before[start - 1] != " " { start -= 1 }
        return start
    }

    private func position(_ offset: Int) -> String.Index {
        text.index(text.startIndex, offsetBy: offset)
    }
}
