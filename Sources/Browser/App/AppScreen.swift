import Coordination

/// Every kind of screen the app shows, as the navigation stack holds it: a closed enum, so the code that draws a
/// screen or gives it keys switches over it — and the compiler names every such `switch` when a screen is added.
/// Ownership: each case holds its view model **strongly**; the stack holding the case is what keeps the screen
/// (and through it, its coordinator) alive.
public enum AppScreen: StackElement {
    case kanjiList(KanjiListViewModel)
    case kanjiDetail(KanjiDetailViewModel)
    case radicalPicker(RadicalPickerViewModel)
    case filterForm(FilterFormViewModel)
    case textPage(TextPageViewModel)
    case history(HistoryViewModel)
    case strokeOrder(StrokeOrderViewModel)
    case studyList(StudyListViewModel)
    case reviewCard(ReviewCardViewModel)
    case reviewSummary(ReviewSummaryViewModel)
    case wordSearch(WordSearchViewModel)
    case wordDetail(WordDetailViewModel)
    case componentList(ComponentListViewModel)
    case studyStats(StudyStatsViewModel)
    case readingList(ReadingListViewModel)
    case reader(ReaderViewModel)
    case draw(DrawViewModel)

    /// The view model, as every screen is seen by the navigation core.
    public var screen: any Screen { interactive }

    /// The view model, as every screen takes commands.
    public var interactive: any InteractiveScreen {
        switch self {
        case .kanjiList(let list): list
        case .kanjiDetail(let detail): detail
        case .radicalPicker(let picker): picker
        case .filterForm(let form): form
        case .textPage(let page): page
        case .history(let history): history
        case .strokeOrder(let strokes): strokes
        case .studyList(let study): study
        case .reviewCard(let card): card
        case .reviewSummary(let summary): summary
        case .wordSearch(let search): search
        case .wordDetail(let detail): detail
        case .componentList(let components): components
        case .studyStats(let stats): stats
        case .readingList(let list): list
        case .reader(let reader): reader
        case .draw(let draw): draw
        }
    }
}

/// The app's navigation stack: typed by ``AppScreen``.
public typealias AppStack = NavigationStack<AppScreen>

extension AppScreen {
    /// Every kind of screen, without its view model: what a table needs one entry per screen of, when it has no
    /// screen at hand (the help's key sections, one per kind). The switch in ``kind`` makes a new ``AppScreen``
    /// case a compile error here, and a new kind one wherever kinds are switched over. In the order the help
    /// lists them: the kanji's screens, then the words', then the other tabs'.
    public enum Kind: CaseIterable, Sendable {
        case kanjiList
        case kanjiDetail
        case wordSearch
        case wordDetail
        case radicalPicker
        case filterForm
        case textPage
        case history
        case strokeOrder
        case studyList
        case reviewCard
        case reviewSummary
        case componentList
        case studyStats
        case readingList
        case reader
        case draw
    }

    /// Which kind of screen this is.
    public var kind: Kind {
        switch self {
        case .kanjiList: .kanjiList
        case .kanjiDetail: .kanjiDetail
        case .radicalPicker: .radicalPicker
        case .filterForm: .filterForm
        case .textPage: .textPage
        case .history: .history
        case .strokeOrder: .strokeOrder
        case .studyList: .studyList
        case .reviewCard: .reviewCard
        case .reviewSummary: .reviewSummary
        case .wordSearch: .wordSearch
        case .wordDetail: .wordDetail
        case .componentList: .componentList
        case .studyStats: .studyStats
        case .readingList: .readingList
        case .reader: .reader
        case .draw: .draw
        }
    }
}
