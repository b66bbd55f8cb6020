/// What a review touches: the deck it asks for cards and grades through the writer, the scheduler, the clock and the
/// study day, the kanji and word data and stroke drawings its cards are made of, and the speaker of `p`. It keeps its
/// own undo of grades, so it has no use for the deck's undo window.
typealias ReviewServices = KeepsCards & PerformsUserWrites & GradesReviews & TellsTime & KnowsTheStudyDay & ReadsKanji & ReadsWords
    & ReadsStrokeDrawings & Speaks
