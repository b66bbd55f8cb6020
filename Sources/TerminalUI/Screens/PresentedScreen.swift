import Browser

/// The screen on top as the terminal app sees it: its renderer and its key bindings, bound to its view model.
///
/// Made by the one exhaustive `switch` over ``AppScreen`` in ``init(_:)`` — the one place a new screen is
/// registered in the terminal layer; the compiler points at it when a case is added.
struct PresentedScreen {
    /// The heading of the screen's keys in the help overlay.
    let bindingsName: String
    /// The screen's own bindings, bound to its view model, in footer order.
    let bindings: [KeyBinding<Void>]
    /// Gives the view model its size, before drawing.
    let layOut: (TerminalSize) -> Void
    /// Draws the body from a row down; returns the click targets.
    let draw: (inout CellGrid, Int) -> [ClickTarget]
    /// The header's right-hand text.
    let status: () -> String

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
        case .reviewSummary(let summary):
            self.init(ReviewSummaryRenderer.self, ReviewSummaryBindings.name, ReviewSummaryBindings.all, summary)
        case .wordSearch(let search): self.init(WordSearchRenderer.self, WordSearchBindings.name, WordSearchBindings.all, search)
        case .wordDetail(let detail): self.init(WordDetailRenderer.self, WordDetailBindings.name, WordDetailBindings.all, detail)
        }
    }

    private init<Renderer: ScreenRenderer>(_ renderer: Renderer.Type, _ name: String,
                                           _ bindings: [KeyBinding<Renderer.Model>], _ model: Renderer.Model) {
        bindingsName = name
        self.bindings = bindings.map { $0.bound(to: model) }
        layOut = { Renderer.layOut(model, size: $0) }
        draw = { grid, top in Renderer.draw(model, into: &grid, top: top) }
        status = { Renderer.status(of: model) }
    }
}
