/// What a kanji list touches: the kanji data (its kanji, components and search), the word dictionary (the search's
/// word hint), and the shared keep, undo and effect actions (the Kanji tab's filter and sort remembered).
typealias KanjiListServices = CoordinatorServices & ReadsKanji & ReadsWords
