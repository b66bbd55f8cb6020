/// What the list of a kanji's components reads: the kanji data's component descriptions.
typealias ComponentsServices = ReadsKanji
