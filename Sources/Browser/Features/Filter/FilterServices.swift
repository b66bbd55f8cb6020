/// What the filter form touches: the kanji data only (which kanji have common words). The list it filters is handed
/// to it, and its changes go to that list.
typealias FilterServices = ReadsKanji
