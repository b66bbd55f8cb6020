import Browser

/// The screen on top as the terminal app sees it: its renderer and its key bindings, bound to its view model
/// (weakly: the app keeps it from one key to the next frame, and it must never keep a popped screen alive).
///
/// Made by the one exhaustive `switch` over ``AppScreen`` in ``init(_:)``, beside the one over
/// ``AppScreen/Kind`` that names each kind's keys for the help — the one file where a new screen is registered
/// in the terminal layer; the compiler points at both switches when a case is added.
struct PresentedScreen {
    /// The screen's own bindings, bound to its view model, in footer order: its table of the binding chain.
    let table: BindingChain.Table
    /// Lays the body out at a size, once per frame.
    let layOut: (TerminalSize) -> LaidOutScreen
    /// The header's right-hand text.
    let status: () -> String
    /// The view model, to tell whether this is still the screen on top.
    private weak var model: (any InteractiveScreen)?

    init(_ screen: AppScreen) {
        switch screen {
        case .kanjiList(let list): self.init(KanjiListRenderer.self, KanjiListBindings.name, KanjiListBindings.all, list)
        case .kanjiDetail(let detail): self.init(KanjiDetailRenderer.self, KanjiDetailBindings.name, KanjiDetailBindings.all, detail)
        case .radicalPicker(let picker): self.init(RadicalPickerRenderer.self, RadicalPickerBindings.name, RadicalPickerBindings.all, picker)
        case .filterForm(let form): self.init(FilterFormRenderer.self, FilterFormBindings.name, FilterFormBindings.all, form)
        case .textPage(let page): self.init(TextPageRenderer.self, TextPageBindings.name, TextPageBindings.all, page)
        case .history(let history): self.init(HistoryRenderer.self, HistoryBindings.name, HistoryBindings.all, history)
        case .strokeOrder(let strokes): self.init(StrokeOrderRenderer.self, StrokeOrderBindings.name, StrokeOrderBindings.all, strokes)
        case .studyList(let study): self.init(StudyListRenderer.self, StudyListBindings.name, StudyListBindings.all, study)
        case .reviewCard(let card): self.init(ReviewCardRenderer.self, ReviewCardBindings.name, ReviewCardBindings.all, card)
        case .writingReview(let card):
            self.init(WritingReviewRenderer.self, WritingReviewBindings.name, WritingReviewBindings.all, card)
        case .reviewSummary(let summary):
            self.init(ReviewSummaryRenderer.self, ReviewSummaryBindings.name, ReviewSummaryBindings.all, summary)
        case .wordSearch(let search): self.init(WordSearchRenderer.self, WordSearchBindings.name, WordSearchBindings.all, search)
        case .wordDetail(let detail): self.init(WordDetailRenderer.self, WordDetailBindings.name, WordDetailBindings.all, detail)
        case .componentList(let components):
            self.init(ComponentListRenderer.self, ComponentListBindings.name, ComponentListBindings.all, components)
        case .studyStats(let stats): self.init(StudyStatsRenderer.self, StudyStatsBindings.name, StudyStatsBindings.all, stats)
        case .readingList(let list): self.init(ReadingListRenderer.self, ReadingListBindings.name, ReadingListBindings.all, list)
        case .reader(let reader): self.init(ReaderRenderer.self, ReaderBindings.name, ReaderBindings.all, reader)
        case .draw(let draw): self.init(DrawRenderer.self, DrawBindings.name, DrawBindings.all, draw)
        case .unknownWords(let list):
            self.init(UnknownWordsRenderer.self, UnknownWordsBindings.name, UnknownWordsBindings.all, list)
        case .wordMarks(let marks): self.init(WordMarksRenderer.self, WordMarksBindings.name, WordMarksBindings.all, marks)
        case .oneUnknownSentences(let list):
            self.init(OneUnknownRenderer.self, OneUnknownBindings.name, OneUnknownBindings.all, list)
        case .learnNext(let list): self.init(LearnNextRenderer.self, LearnNextBindings.name, LearnNextBindings.all, list)
        }
    }

    /// `model` shown by `renderer`, with `bindings` in a table called `name`: what each case of ``init(_:)`` says, and
    /// what a test says to count a renderer's calls.
    init<Renderer: ScreenRenderer>(_ renderer: Renderer.Type, _ name: String,
                                           _ bindings: [KeyBinding<Renderer.Model>], _ model: Renderer.Model) {
        table = BindingChain.Table(name, bindings, on: model)
        self.model = model
        layOut = { [weak model] size in
            // Weak, as the bindings: a frame lays out the screen on top, which its stack keeps alive.
            guard let model else { return LaidOutScreen(resizeModel: {}, draw: { _, _ in [] }, canvas: nil) }
            let layout = Renderer.layout(of: model, size: size)
            return LaidOutScreen(resizeModel: { Renderer.resize(model, to: layout) },
                                 draw: { grid, top in Renderer.draw(model, layout: layout, into: &grid, top: top) },
                                 canvas: Renderer.canvas(of: model, layout: layout))
        }
        status = { [weak model] in model.map { Renderer.status(of: $0) } ?? "" }
    }

    /// Whether this is `screen`, the one on top.
    func presents(_ screen: AppScreen) -> Bool {
        model === screen.interactive
    }
}

/// One frame's layout of the screen on top, computed once: the view model is given the room it leaves, then
/// the body is drawn with it.
struct LaidOutScreen {
    /// Hands the view model the room the layout leaves its items.
    let resizeModel: () -> Void
    /// Draws the body from a row down; returns the click targets.
    let draw: (inout CellGrid, Int) -> [ClickTarget]
    /// Where the mouse draws, on a screen with a canvas.
    let canvas: CanvasTarget?
}

extension KeyHelp {
    /// Every table, screens first (one per kind of screen), for the README.
    static var allSections: [Section] {
        AppScreen.Kind.allCases.map(section(for:)) + [
            section(PromptBindings.name, PromptBindings.all),
            section(HelpBindings.name, HelpBindings.all),
            section(PopupBindings.name, PopupBindings.all),
            globalSection,
        ]
    }

    /// The keys of one kind of screen: a kind without its table does not compile.
    static func section(for kind: AppScreen.Kind) -> Section {
        switch kind {
        case .kanjiList: section(KanjiListBindings.name, KanjiListBindings.all)
        case .kanjiDetail: section(KanjiDetailBindings.name, KanjiDetailBindings.all)
        case .radicalPicker: section(RadicalPickerBindings.name, RadicalPickerBindings.all)
        case .filterForm: section(FilterFormBindings.name, FilterFormBindings.all)
        case .textPage: section(TextPageBindings.name, TextPageBindings.all)
        case .history: section(HistoryBindings.name, HistoryBindings.all)
        case .strokeOrder: section(StrokeOrderBindings.name, StrokeOrderBindings.all)
        case .studyList: section(StudyListBindings.name, StudyListBindings.all)
        case .reviewCard: section(ReviewCardBindings.name, ReviewCardBindings.all)
        case .writingReview: section(WritingReviewBindings.name, WritingReviewBindings.all)
        case .reviewSummary: section(ReviewSummaryBindings.name, ReviewSummaryBindings.all)
        case .wordSearch: section(WordSearchBindings.name, WordSearchBindings.all)
        case .wordDetail: section(WordDetailBindings.name, WordDetailBindings.all)
        case .componentList: section(ComponentListBindings.name, ComponentListBindings.all)
        case .studyStats: section(StudyStatsBindings.name, StudyStatsBindings.all)
        case .readingList: section(ReadingListBindings.name, ReadingListBindings.all)
        case .reader: section(ReaderBindings.name, ReaderBindings.all)
        case .draw: section(DrawBindings.name, DrawBindings.all)
        case .unknownWords: section(UnknownWordsBindings.name, UnknownWordsBindings.all)
        case .wordMarks: section(WordMarksBindings.name, WordMarksBindings.all)
        case .oneUnknownSentences: section(OneUnknownBindings.name, OneUnknownBindings.all)
        case .learnNext: section(LearnNextBindings.name, LearnNextBindings.all)
        }
    }
}
