/// The study list as the browser holds it (``BrowserServices/study``): the deck, the undo of its removals (`u`), and
/// a card's history (its detail's `s`). One name for the three, so a deck given to the browser has them all: the
/// user database's in the app, the in-memory one in the tests.
public typealias BrowserStudyDeck = StudyDeck & StudyDeckRestoring & StudyCardHistoryReading
