import FSRS

/// How a card is kept out of reviews, as Anki keeps cards out: suspended until unsuspended, buried until a time (the
/// start of the next study day), and the leech tag a card gets when its lapses reach the threshold. The card's
/// schedule and log stay as they are: only whether a review shows it changes.
public struct StudySetAside: Sendable, Hashable {
    /// Out of every review until unsuspended (`!`, or by a leech).
    public var isSuspended: Bool
    /// Out of every review until this time (`-`: the start of the next study day), or `nil`.
    public var buriedUntil: Timestamp?
    /// Tagged a leech: its lapses reached the leech threshold (and it was suspended then). The tag stays when it is
    /// unsuspended, as Anki's does.
    public var isLeech: Bool

    public init(isSuspended: Bool = false, buriedUntil: Timestamp? = nil, isLeech: Bool = false) {
        self.isSuspended = isSuspended
        self.buriedUntil = buriedUntil
        self.isLeech = isLeech
    }

    /// Neither suspended, nor buried, nor a leech: every card kept before schema v9.
    public static let none = StudySetAside()

    /// What sets the card aside at `time`, as `study list` prints it: "suspended", "buried", "leech" — empty for none.
    public func labels(at time: Timestamp) -> [String] {
        [isSuspended ? "suspended" : nil, (buriedUntil.map { $0 > time } ?? false) ? "buried" : nil, isLeech ? "leech" : nil].compactMap { $0 }
    }

    /// Whether a review at `time` passes the card over: suspended, or buried until after `time`.
    public func hides(at time: Timestamp) -> Bool {
        isSuspended || (buriedUntil.map { $0 > time } ?? false)
    }
}
