import Coordination
import FSRS
import KanjiKit

// The browser layer's one registration of screens: every route, every screen, and which screen each route opens.
// A new screen adds a case to ``AppRoute`` and one to ``AppScreen`` here; the compiler then names every other
// place that must learn it (the switches below, the terminal's `PresentedScreen`), and nothing else.

/// Every destination a coordinator, a key or a deep link can name, as a plain value: what the destination is about
/// (a kanji's character, a word's rank in the dictionary), never a screen or a closure. So routes compare, hash
/// and encode: a tab's stack reads as `[AppRoute]` (``TabNavigator/routes``), a deep link is a list of them
/// (``AppLink``), and a test asserts a whole stack at once.
///
/// A coordinator never builds another feature's coordinator or pushes another feature's screen: it names where the
/// person goes next, and its tab's ``TabNavigator`` (Coordination's `RouteNavigator`) follows the route through
/// ``AppRoute/transition(on:from:)``, the one switch over every destination.
nonisolated public enum AppRoute: Route, Codable, Sendable {
    /// A kanji's detail, by its character: readings, meanings, its words grouped by reading, its drawing.
    case kanjiDetail(String)
    /// A word's detail, by its rank in the word dictionary (``DictionaryEntry/rank``): forms, senses, conjugation.
    /// `spelling` is how the text or the search wrote it, when it was one of the entry's (直す, of the entry JMdict heads
    /// 治す): the page is headed so, the senses that spelling means first, as the reader's pane shows them.
    case wordDetail(rank: Int, spelling: String? = nil)
    /// The word search with `query` already typed, on the stack it is asked from: `*日*` lists every word written
    /// with 日, most common first (issue 21: a kanji's detail offers every word containing it).
    case wordSearch(String)
    /// A term of the learner's dictionary titled `dictionary` that JMdict lacks, written `expression` and read
    /// `reading` (issue 49): its glossary as a page of text, as the word search opens it.
    case importedTerm(dictionary: String, expression: String, reading: String)
    /// A word's kanji, by the word's rank, on the kanji list screen the all-kanji list is.
    case kanjiOfWord(rank: Int)
    /// A kanji's stroke order, drawn stroke by stroke.
    case strokeOrder(String)
    /// A kanji's components, each with its strokes and meaning.
    case components(of: String)
    /// Every kanji that contains one component (as KRADFILE writes it), on the kanji list screen.
    case kanjiContaining(component: String)
    /// Every kanji on the kanji list screen, in the all-kanji list's order: what a filter over all kanji stands on
    /// where the Kanji tab's own list is not on top (``filter(_:)`` followed on another tab). Its filter and sort last
    /// as long as the screen, as a word's kanji's do.
    case allKanji
    /// The filter form over the kanji list `source` names, which it filters while both are shown: the list on top when
    /// it is that one, else that list opened first (a link, a restored stack), so the form never stands alone.
    case filter(KanjiListSource)
    /// A review of the cards due by `dueBy` (`count` of them, not zero). How it ended comes back typed, as the flow's
    /// result, to the tab's root (``TabRoot/reviewDidEnd(_:)``).
    case review(dueBy: Timestamp, count: Int)
    /// The study list's statistics: reviews per day, the due forecast, true retention, cards by state, stability.
    case studyStatistics
    /// A kept card's study history (its state, memory, and latest reviews): a kanji's by its character (`reading`
    /// nil), a word's by its headword and reading, as the study list keys them.
    case cardHistory(key: String, reading: String?)
    /// The data sources and licences.
    case about
    /// A text in the reader, at the position it was left at (the library's entry: a small value, its id and place).
    case reader(ReadingEntry)
    /// The canvas where a kanji is found by drawing it.
    case draw
    /// The words of a text that the learner does not know yet, most frequent first: the text by its library entry, as
    /// ``reader(_:)`` names it. Counted by the reader of that text when it is on top (`v`), else the text is read and
    /// counted for the list.
    case unknownWords(ReadingEntry)
    /// The words marked known or ignored without studying them, the last marked first (issue 47).
    case wordMarks
    /// The sentences of every text of the Read library with exactly one unknown word (i+1), best first, as
    /// `kanji-tui sentences --i1` lists them: the whole library, so the route names nothing more.
    case oneUnknownSentences
    /// The library's words not known yet, most used first, then in more texts, each with the coverage knowing it would
    /// bring, as `kanji-tui sentences --next` lists them: the whole library, so the route names nothing more.
    case learnNext
}

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
    case writingReview(WritingReviewViewModel)
    case reviewSummary(ReviewSummaryViewModel)
    case wordSearch(WordSearchViewModel)
    case wordDetail(WordDetailViewModel)
    case componentList(ComponentListViewModel)
    case studyStats(StudyStatsViewModel)
    case readingList(ReadingListViewModel)
    case reader(ReaderViewModel)
    case draw(DrawViewModel)
    case unknownWords(UnknownWordsViewModel)
    case wordMarks(WordMarksViewModel)
    case oneUnknownSentences(OneUnknownViewModel)
    case learnNext(LearnNextViewModel)

    /// The view model, as every screen is seen by the navigation core.
    public var screen: any Screen { interactive }

    /// The view model, as every screen takes commands, and which kind of screen it is: one switch for both.
    public var interactive: any InteractiveScreen { parts.model }

    /// Which kind of screen this is.
    public var kind: Kind { parts.kind }

    private var parts: (model: any InteractiveScreen, kind: Kind) {
        switch self {
        case .kanjiList(let list): (list, .kanjiList)
        case .kanjiDetail(let detail): (detail, .kanjiDetail)
        case .radicalPicker(let picker): (picker, .radicalPicker)
        case .filterForm(let form): (form, .filterForm)
        case .textPage(let page): (page, .textPage)
        case .history(let history): (history, .history)
        case .strokeOrder(let strokes): (strokes, .strokeOrder)
        case .studyList(let study): (study, .studyList)
        case .reviewCard(let card): (card, .reviewCard)
        case .writingReview(let card): (card, .writingReview)
        case .reviewSummary(let summary): (summary, .reviewSummary)
        case .wordSearch(let search): (search, .wordSearch)
        case .wordDetail(let detail): (detail, .wordDetail)
        case .componentList(let components): (components, .componentList)
        case .studyStats(let stats): (stats, .studyStats)
        case .readingList(let list): (list, .readingList)
        case .reader(let reader): (reader, .reader)
        case .draw(let draw): (draw, .draw)
        case .unknownWords(let list): (list, .unknownWords)
        case .wordMarks(let list): (list, .wordMarks)
        case .oneUnknownSentences(let list): (list, .oneUnknownSentences)
        case .learnNext(let list): (list, .learnNext)
        }
    }

    /// Every kind of screen, without its view model: what a table needs one entry per screen of, when it has no
    /// screen at hand (the help's key sections, one per kind). In the order the help lists them: the kanji's
    /// screens, then the words', then the other tabs'.
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
        case writingReview
        case reviewSummary
        case componentList
        case studyStats
        case readingList
        case reader
        case unknownWords
        case oneUnknownSentences
        case learnNext
        case draw
        case wordMarks
    }
}

/// The app's navigation stack: typed by ``AppScreen``.
public typealias AppStack = NavigationStack<AppScreen>

extension AppRoute {
    /// How to take the person to this route from `parent`, on `navigator`'s tab: the one switch over every
    /// destination (XCoordinator's `prepareTransition`). A screen with decisions of its own gets its feature's
    /// coordinator; a screen that only shows something and names routes gets a ``LeafCoordinator`` built around it
    /// here. Either way the navigator starts the coordinator as `parent`'s child, and its screen owns it once
    /// pushed. What the route names but the data lacks opens a page saying so.
    ///
    /// The one place that holds the services whole: each coordinator, and each screen a leaf builds, is handed them
    /// as its feature's composition (`KanjiDetailServices`, `ReviewServices`, …), so it can touch only what that names.
    func transition(on navigator: TabNavigator, from parent: Coordinator) -> Transition<AppScreen> {
        let services = navigator.services
        let child: Coordinator
        switch self {
        case .kanjiDetail(let character):
            guard let kanji = services.kanji(character) else { return navigator.missing(self) }
            child = KanjiDetailCoordinator(navigator: navigator, services: services, kanji: kanji)
        case .wordDetail(let rank, let spelling):
            guard let entry = services.entry(rank: rank) else { return navigator.missing(self) }
            child = WordDetailCoordinator(navigator: navigator, services: services, entry: entry, spelling: spelling)
        case .wordSearch(let query):
            child = LeafCoordinator(navigator: navigator, services: services, route: self) {
                $0.makeWordSearchScreen(title: query, query: query, services: services)
            }
        case .importedTerm(let dictionary, let expression, let reading):
            child = LeafCoordinator(navigator: navigator, services: services, route: self) {
                $0.makeImportedTermPage(dictionary: dictionary, expression: expression, reading: reading, services: services)
            }
        case .kanjiOfWord(let rank):
            guard let entry = services.entry(rank: rank) else { return navigator.missing(self) }
            child = LeafCoordinator(navigator: navigator, services: services, route: self) { $0.makeKanjiList(of: entry, services: services) }
        case .strokeOrder(let character):
            guard let kanji = services.kanji(character), case .drawing(let drawing) = services.strokes.lookUp(kanji) else {
                return navigator.missing(self)
            }
            child = LeafCoordinator(navigator: navigator, services: services, route: self) {
                .strokeOrder(StrokeOrderViewModel(kanji: kanji, drawing: drawing, coordinator: $0))
            }
        case .components(let character):
            guard let kanji = services.kanji(character) else { return navigator.missing(self) }
            child = LeafCoordinator(navigator: navigator, services: services, route: self) { $0.makeComponentList(of: kanji, services: services) }
        case .kanjiContaining(let component):
            child = LeafCoordinator(navigator: navigator, services: services, route: self) {
                $0.makeKanjiList(containing: component, services: services)
            }
        case .allKanji:
            child = LeafCoordinator(navigator: navigator, services: services, route: self) { $0.makeEveryKanjiList(services: services) }
        case .filter(let source):
            guard case .kanjiList(let list)? = navigator.stack?.top, list.source == source else {
                // The list is not on top (a link, a restored stack): it is opened first, as the person would have gone,
                // and the form from it; a list that opened a page saying it is missing gets no form.
                navigator.trigger(source.route, from: parent)
                guard case .kanjiList(let opened)? = navigator.stack?.top, opened.source == source, let decider = opened.coordinator else { return .none }
                navigator.trigger(self, from: decider)
                return .none
            }
            child = FilterCoordinator(navigator: navigator, services: services, list: list)
        case .review(let dueBy, let count):
            let review = ReviewCoordinator(navigator: navigator, services: services, dueBy: dueBy, count: count)
            // Weak navigator: the tab's coordinators own it; the result goes to the tab's root, which started the review.
            parent.addChild(review) { [weak navigator] result in navigator?.root?.reviewDidEnd(result) }
            return .start(review)
        case .studyStatistics:
            child = LeafCoordinator(navigator: navigator, services: services, route: self) {
                .studyStats(StudyStatsViewModel(statistics: services.study.statistics(at: services.now()), problem: services.study.problem,
                                                coordinator: $0))
            }
        case .cardHistory(let key, let reading):
            let item: LookupItem = reading.map { .word(headword: key, reading: $0) } ?? .kanji(key)
            child = LeafCoordinator(navigator: navigator, services: services, route: self) { $0.makeCardHistory(of: item, services: services) }
        case .about:
            child = LeafCoordinator(navigator: navigator, services: services, route: self) {
                .textPage(TextPageViewModel(title: AboutPage.title, lines: AboutPage.paragraphs(ofMarkdown: services.attribution), coordinator: $0))
            }
        case .reader(let entry):
            child = ReaderCoordinator(navigator: navigator, services: services, entry: entry)
        case .draw:
            child = DrawCoordinator(navigator: navigator, services: services)
        case .unknownWords(let entry):
            child = UnknownWordsCoordinator(navigator: navigator, services: services, entry: entry, counted: navigator.readerCount(of: entry))
        case .wordMarks:
            child = WordMarksCoordinator(navigator: navigator, services: services)
        case .oneUnknownSentences:
            child = OneUnknownCoordinator(navigator: navigator, services: services)
        case .learnNext:
            child = LearnNextCoordinator(navigator: navigator, services: services)
        }
        return .start(child)
    }
}

extension TabNavigator {
    /// The words the reader on top counted, when it reads `entry`'s text: the unknown list is made of them (`v`)
    /// without segmenting the text again, and a word kept from the list has that reader ask the study list again.
    /// Nil when no reader of that text is on top (a link, a test's starting point): the list reads the text itself.
    fileprivate func readerCount(of entry: ReadingEntry) -> CountedText? {
        guard case .reader(let reader)? = stack?.top, case .reader(let shown)? = routes.last, shown.id == entry.id else { return nil }
        // Weak reader: the stack owns it; the list only tells it the study list changed while both are shown.
        return CountedText(text: reader.text, tally: reader.finishCounting(), choices: reader.entryChoices,
                           studyListChanged: { [weak reader] in reader?.forgetKnowledge() })
    }
}
