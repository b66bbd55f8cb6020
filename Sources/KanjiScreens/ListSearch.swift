/// The search line of a list: what has been typed, whether it is still being typed, and where the
/// cursor was before, so cancelling puts everything back.
public struct ListSearch: Sendable, Hashable {
    public var query: String
    /// True while typing; false once Enter kept the results as the list.
    public var isEditing: Bool
    /// The kanji under the cursor when the search began.
    public let characterBefore: String?
}
