/// Which kanji a kanji list shows, as the routes name it: what the filter form is over (``AppRoute/filter(_:)``), so
/// the form's route says which list it filters and opens from anywhere, as a link or a restored stack.
nonisolated public enum KanjiListSource: Hashable, Codable, Sendable {
    /// Every kanji: the Kanji tab's own list, or one opened by ``AppRoute/allKanji``.
    case all
    /// A word's kanji, by the word's rank (``AppRoute/kanjiOfWord(rank:)``).
    case word(rank: Int)
    /// The kanji that contain a component (``AppRoute/kanjiContaining(component:)``).
    case component(String)

    /// The route that opens such a list on any tab.
    var route: AppRoute {
        switch self {
        case .all: .allKanji
        case .word(let rank): .kanjiOfWord(rank: rank)
        case .component(let component): .kanjiContaining(component: component)
        }
    }
}
