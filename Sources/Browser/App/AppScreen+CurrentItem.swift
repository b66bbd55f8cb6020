import KanjiKit

extension AppScreen {
    /// The kanji or word the person is looking at on this screen, as text to copy: the list row's kanji, the
    /// detail's kanji, the history row's kanji or word, the radical picker's match, the word searched or shown; nil
    /// where there is none (an empty list, the filter form, a text page, a review's summary). A review card gives its
    /// front, which is on screen from the start.
    public var currentItemText: String? {
        switch self {
        case .kanjiList(let list): list.selectedKanji?.character
        case .kanjiDetail(let detail): detail.kanji.character
        case .radicalPicker(let picker): picker.selectedMatch?.character
        case .filterForm, .textPage: nil
        case .history(let history): history.selectedRow.map { Self.text(of: $0.entry.item) }
        case .strokeOrder(let strokes): strokes.kanji.character
        case .studyList(let study): study.selectedRow.map { Self.text(of: $0.item) }
        case .reviewCard(let card): card.front
        case .reviewSummary: nil
        case .wordSearch(let search): search.selectedWord?.headword
        case .wordDetail(let detail): detail.entry.headword
        }
    }

    /// A history item as written: the kanji, or the word's headword.
    private static func text(of item: LookupItem) -> String {
        switch item {
        case .kanji(let character): character
        case .word(let headword, _): headword
        }
    }
}
