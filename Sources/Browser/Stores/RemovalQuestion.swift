/// The question `a` asks before taking a card with reviews off the study list, since its review log goes with it:
/// "Take 日 off the study list with its 12 reviews? y/n". Made by ``StudyMarks/removalQuestion(for:)``, the one
/// place that decides whether a removal needs asking; each screen with `a` holds it while it is up and shows
/// ``text`` on its notice line, `y` taking the card off and any other key keeping it.
public struct RemovalQuestion: Sendable, Hashable {
    /// The kept item `a` would take off.
    public let item: LookupItem
    /// How many grades its log holds, all lost with it.
    public let reviewCount: Int

    public init(item: LookupItem, reviewCount: Int) {
        self.item = item
        self.reviewCount = reviewCount
    }

    /// "Take 日 off the study list with its 12 reviews? y/n".
    public var text: String {
        "Take \(item.label) off the study list with its \(reviewCount) review\(reviewCount == 1 ? "" : "s")? y/n"
    }
}

/// `a`'s toggle with its question, the state each screen with `a` holds: `a` on a card with reviews puts the
/// question up instead of toggling (``StudyMarks/removalQuestion(for:)`` decides), `y` answers yes, and any other
/// key — a command, a movement, Back — answers no and does nothing else. The Study list and every kanji and word
/// screen hold one, so the question behaves the same everywhere.
public struct KeepToggle: Sendable, Hashable {
    /// The question, while it is up.
    public private(set) var question: RemovalQuestion?

    public init() {}

    /// `a` on `item`: the item to toggle now, or `nil` when the question went up instead.
    public mutating func toggle(_ item: LookupItem, marks: StudyMarks) -> LookupItem? {
        question = marks.removalQuestion(for: item)
        return question == nil ? item : nil
    }

    /// `y`: takes the question down and gives the item to take off, or `nil` when no question was up or the item
    /// was taken off elsewhere meanwhile (a toggle then would keep it again).
    public mutating func confirm(marks: StudyMarks) -> LookupItem? {
        defer { question = nil }
        guard let item = question?.item, marks.isKept(item) else { return nil }
        return item
    }

    /// Any other key: takes the question down, saying whether one was up (the key then does nothing else).
    public mutating func dismiss() -> Bool {
        defer { question = nil }
        return question != nil
    }
}
