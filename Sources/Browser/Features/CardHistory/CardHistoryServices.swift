/// What a card's history page reads: the deck's review log of the card, the clock and the study day's offset from
/// UTC its dates are written in.
typealias CardHistoryServices = KeepsCards & TellsTime & KnowsTheStudyDay
