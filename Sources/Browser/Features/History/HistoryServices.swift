/// What the History tab touches: the history it lists, the kanji and word data its rows' meanings and details come
/// from, and the shared keep, undo and write actions (its `d` and `D` forget rows through the writer).
typealias HistoryServices = CoordinatorServices & ReadsLookupHistory & ReadsKanji & ReadsWords
