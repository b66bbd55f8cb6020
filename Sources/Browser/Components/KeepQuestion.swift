/// A screen's notice line and the keep question it asks there: what the kanji detail, the word search and the word
/// detail each hold, so `a`'s question behaves alike on all three — `a` on a card with reviews asks on the notice
/// line, `y` answers yes, and any other key (a command, a movement, Back) answers no, takes the line down and does
/// nothing else.
public struct KeepQuestion: Sendable, Hashable {
    /// `a`'s toggle, with its question while it is up.
    public private(set) var toggle = KeepToggle()
    /// One line about the last command (the question, "日 added to study", why a key did nothing), until the next.
    public var notice: String?

    public init() {}

    /// `a` on `item`: the item to toggle now, or `nil` when the question went up instead, on the notice line.
    public mutating func keep(_ item: LookupItem, marks: StudyMarks) -> LookupItem? {
        notice = nil
        guard let now = toggle.toggle(item, marks: marks) else {
            notice = toggle.question?.text
            return nil
        }
        return now
    }

    /// `y`: takes the question down and gives the item to take off, or `nil` when no question was up or the item was
    /// taken off elsewhere meanwhile.
    public mutating func confirm(marks: StudyMarks) -> LookupItem? {
        notice = nil
        return toggle.confirm(marks: marks)
    }

    /// Any other key: takes the question and its line down, saying whether one was up (the key then does nothing
    /// else). The screen's `handleBack()`: Back on the question answers no.
    public mutating func dismiss() -> Bool {
        guard toggle.dismiss() else { return false }
        notice = nil
        return true
    }
}
