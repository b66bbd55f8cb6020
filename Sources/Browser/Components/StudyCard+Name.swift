extension StudyCard {
    /// "日本 にほん", or "日本 にほん (production)" for a card that is not recognition: which of an item's cards a line
    /// is about — the Study list's `!` and `-`, a review's grade, suspension, burial and its undo. Recognition, the
    /// card every item has by default, goes unnamed, as on the review card's header ("new", "new · production").
    var name: String {
        kind == .recognition ? item.label : "\(item.label) (\(kind.rawValue))"
    }
}
