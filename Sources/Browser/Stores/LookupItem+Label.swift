extension LookupItem {
    /// The item as a person names it: "日", "日本 にほん" (a word's reading only when it differs from the headword).
    public var label: String {
        switch self {
        case .kanji(let character): character
        case .word(let headword, let reading): reading == headword ? headword : "\(headword) \(reading)"
        }
    }
}
