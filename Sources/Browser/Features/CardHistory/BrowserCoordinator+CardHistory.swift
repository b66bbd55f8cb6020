/// Builds a card's history page (``AppRoute/cardHistory(key:reading:)``): a text page, read a page deep.
extension BrowserCoordinator {
    /// The history page of `item`'s card, or a page saying it is not kept, owned by this coordinator.
    /// - Parameter services: the deck the card's reviews are read from, and the clock and study day they are dated by.
    func makeCardHistory(of item: LookupItem, services: any CardHistoryServices) -> AppScreen {
        let now = services.now()
        let history = services.study.history(of: item, latest: CardHistoryPage.reviewLimit)
        return .textPage(TextPageViewModel(title: CardHistoryPage.title(of: item),
                                           lines: CardHistoryPage.lines(of: item, history: history, now: now,
                                                                        utcOffsetSeconds: services.studyDay.utcOffsetSeconds),
                                           coordinator: self))
    }
}
