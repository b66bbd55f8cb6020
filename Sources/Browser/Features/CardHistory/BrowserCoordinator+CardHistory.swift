/// Builds a card's history page (``AppRoute/cardHistory(key:reading:)``): a text page, read a page deep.
extension BrowserCoordinator {
    /// The history page of `item`'s card, or a page saying it is not kept, owned by this coordinator.
    func makeCardHistory(of item: LookupItem) -> AppScreen {
        let now = services.now()
        let history = services.study.history(of: item, latest: CardHistoryPage.reviewLimit)
        return .textPage(TextPageViewModel(title: CardHistoryPage.title(of: item),
                                           lines: CardHistoryPage.lines(of: item, history: history, now: now,
                                                                        utcOffsetSeconds: services.studyDay.utcOffsetSeconds),
                                           coordinator: self))
    }
}

extension LookupItem {
    /// The route to this item's card history: a kanji by its character, a word by its headword and reading.
    public var cardHistoryRoute: AppRoute {
        switch self {
        case .kanji(let character): .cardHistory(key: character, reading: nil)
        case .word(let headword, let reading): .cardHistory(key: headword, reading: reading)
        }
    }
}
