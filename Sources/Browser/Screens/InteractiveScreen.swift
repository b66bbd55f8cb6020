import Coordination

/// A screen that takes commands: every screen of the app. Keys reach the top screen through this protocol
/// (movement, a text prompt, Back) or through its own `Command` enum, reached by switching over ``AppScreen`` —
/// never by asking which class the top screen is.
public protocol InteractiveScreen: Screen {
    /// Moves the cursor or the page; `select` and a click on the cursor open the item (the screen's output).
    func handle(_ command: CursorCommand)

    /// The text prompt that has the keys right now (a search line), or `nil`: while one is open, keys are text.
    var prompt: LineEditor? { get }

    /// Whether every printable key is text in the open prompt. False for a prompt that opened by itself (the
    /// Words tab's search line) and is still empty: a key the person did not aim at it — a tab's digit, `q`, `?`,
    /// Ctrl-C — keeps its meaning there, and `/` takes the prompt.
    var promptTakesEveryKey: Bool { get }

    /// Edits the open prompt; does nothing when none is open.
    func edit(_ edit: PromptEdit)

    /// What the screen says about the open prompt, beside it: "read as にち · 12 matches".
    var promptStatus: String { get }

    /// What the prompt line starts with: `/` for a search (every screen's, by default), `#` for a number asked for.
    var promptLead: String { get }

    /// Back was pressed: a screen may undo something of its own first (clear an applied search)
    /// and return true; false lets the app pop the screen.
    func handleBack() -> Bool

    /// How long the app may wait for a key before calling ``tick()`` (an animation's next frame), or `nil`
    /// to wait for keys only. The wait never delays a key: a key ends it at once.
    var tickInterval: Duration? { get }

    /// The time of ``tickInterval`` passed without a key: show the next frame.
    func tick()

    /// The kanji or word the person is looking at, as text to copy (`y`), or `nil` where there is none (an empty
    /// list, the filter form, a text page, a review's summary).
    var currentItemText: String? { get }
}

extension InteractiveScreen {
    public var prompt: LineEditor? { nil }
    public func edit(_ edit: PromptEdit) {}
    public var promptStatus: String { "" }
    public var promptLead: String { "/" }
    public var promptTakesEveryKey: Bool { true }
    public func handleBack() -> Bool { false }
    public var tickInterval: Duration? { nil }
    public func tick() {}
    public var currentItemText: String? { nil }
}
