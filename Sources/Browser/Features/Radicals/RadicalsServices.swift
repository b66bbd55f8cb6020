/// What the Radicals tab touches: the kanji data's components and their index, and the shared actions of the base.
typealias RadicalsServices = CoordinatorServices & ReadsKanji
