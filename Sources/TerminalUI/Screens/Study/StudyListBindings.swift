import Browser

/// The Study tab's own keys, in footer order.
enum StudyListBindings {
    static let name = "Study list"

    static let all: [KeyBinding<StudyListViewModel>] = [
        KeyBinding([.character("R")], "review the cards due now, one at a time", footer: "review") { $0.handle(.review) },
        .cursor(CommonKeys.open, .select, "open the kanji's detail, or the word's kanji (on the Study stack)", footer: "open"),
        KeyBinding([.character("a")], "take the item under the cursor off the study list (asks first when it has reviews)",
                   footer: "take off") { $0.handle(.toggleKept) },
        KeyBinding([.character("u")], DeckUndoHelp.study) { $0.handle(.undo) },
        KeyBinding([.character("+"), .character("=")], "introduce \(StudyListViewModel.newCardsPerDayStep) more new cards per day (kept in the user database)",
                   footer: "new/day") { $0.handle(.changeNewCardsPerDay(StudyListViewModel.newCardsPerDayStep)) },
        KeyBinding([.character("_")], "introduce \(StudyListViewModel.newCardsPerDayStep) fewer new cards per day") {
            $0.handle(.changeNewCardsPerDay(-StudyListViewModel.newCardsPerDayStep))
        },
        KeyBinding([.character(">")], "show \(StudyListViewModel.reviewsPerDayStep) more review cards per day (no limit stays no limit)") {
            $0.handle(.changeReviewsPerDay(StudyListViewModel.reviewsPerDayStep))
        },
        KeyBinding([.character("<")], "show \(StudyListViewModel.reviewsPerDayStep) fewer review cards per day (from no limit: 200, Anki's default)") {
            $0.handle(.changeReviewsPerDay(-StudyListViewModel.reviewsPerDayStep))
        },
        // No footer hints for these: at 80 columns they would push `? help` off the line; the settings line shows the
        // order, the State column what is suspended or buried.
        KeyBinding([.character("!")], "suspend the card under the cursor (no review shows it; schedule and reviews kept), or unsuspend it") {
            $0.handle(.toggleSuspended)
        },
        KeyBinding([.character("-")], "bury the card under the cursor until the next study day (4:00), or unbury it") {
            $0.handle(.toggleBuried)
        },
        KeyBinding([.character("o")], "new cards in the order kept ↔ most common first (frequency), kept in the user database") {
            $0.handle(.switchNewCardOrder)
        },
        KeyBinding([.character("y")], "yes, take it off the study list with its reviews (on the question of a)", when: { $0.keepToggle.question != nil }) {
            $0.handle(.confirmRemoval)
        },
        KeyBinding([.character("n")], "no, keep it with its reviews (on the question of a; any other key too)", when: { $0.keepToggle.question != nil }) {
            $0.handle(.dismiss)
        },
        .route([.character("s")], "statistics: reviews per day, the due forecast, true retention, cards by state, stability",
               footer: "stats") { _ in .studyStatistics },
        .route([.character("M")], "the words you marked known or ignored without studying them (K, I where you read), to open or unmark") { _ in
            .wordMarks
        },
    ]
}
