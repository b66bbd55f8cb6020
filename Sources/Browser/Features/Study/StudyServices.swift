/// What the Study tab touches: the deck it lists and changes (through the writer, with `u`'s window), the clock and
/// the study day its counts and burials are taken at, and the kanji and word data its rows' meanings and details
/// come from.
typealias StudyServices = CoordinatorServices & TellsTime & KnowsTheStudyDay & ReadsKanji & ReadsWords
