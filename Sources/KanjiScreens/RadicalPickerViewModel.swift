import Coordination
import KanjiKit

/// Find a kanji by its parts: choose components, and the kanji containing all of them narrow live.
///
/// Input: every component (with strokes) and every kanji, indexed by component. Output: "kanji chosen". Components that
/// would leave no kanji are reported as unavailable, so the renderer can dim them.
public final class RadicalPickerViewModel: InteractiveScreen {
    /// Which half of the screen takes the keys.
    public enum Pane: Sendable { case components, matches }

    // MARK: Input

    public let title = RadicalPickerCoordinator.title
    public let components: [KanjiComponent]
    /// Every kanji, by component.
    private let index: ComponentIndex

    // MARK: Ownership

    /// Strong: this screen keeps the coordinator that created it alive; popping the screen frees it.
    public let coordinator: Coordinator?

    // MARK: Output

    /// Called with the kanji the person opened from the matches; set by the coordinator, weakly.
    public var onKanjiChosen: ((Kanji) -> Void)?

    // MARK: State

    public private(set) var pane = Pane.components
    /// The component under the cursor, as an index into `components`.
    public private(set) var componentIndex = 0
    /// The chosen components, in the order they were chosen.
    public private(set) var selected: [String] = []
    /// The kanji containing every selected component (none until one is selected), in list order.
    public private(set) var matches: [Kanji] = []
    /// Components that still occur in some match: choosing any other would leave nothing.
    public private(set) var available: Set<String>
    public private(set) var matchCursor = ScrollingCursor(count: 0)

    public init(components: [KanjiComponent], index: ComponentIndex, coordinator: Coordinator?) {
        self.components = components
        self.index = index
        self.coordinator = coordinator
        self.available = index.usedComponents
    }

    /// "2 components · 45 kanji", or how many kanji there are to narrow.
    public var statusText: String {
        selected.isEmpty ? "\(index.kanji.count) kanji" : "\(selected.count) selected · \(matches.count) kanji"
    }

    public var selectedMatch: Kanji? {
        matches.isEmpty ? nil : matches[matchCursor.index]
    }

    /// Called by the renderer with the rows it has for matches.
    public func setVisibleMatchRows(_ rows: Int) {
        matchCursor.setVisibleRows(rows)
    }

    // MARK: Commands

    public func handle(_ command: ScreenCommand) {
        if command == .switchPane {
            pane = pane == .components && !matches.isEmpty ? .matches : .components
            return
        }
        if case .clickPicker(let clickedPane, let index) = command {
            return click(index, in: clickedPane)
        }
        switch pane {
        case .components: handleInComponents(command)
        case .matches: if let chosen = matchCursor.apply(command) { onKanjiChosen?(matches[chosen]) }
        }
    }

    /// Adds or removes `component` from the selection and narrows the matches.
    public func toggle(_ component: String) {
        if let position = selected.firstIndex(of: component) {
            selected.remove(at: position)
        } else if available.contains(component) {
            selected.append(component)
        }
        narrow()
    }

    /// A click in either pane: a match clicked from the components first takes the keys, without opening.
    private func click(_ index: Int, in clickedPane: Pane) {
        switch clickedPane {
        case .components:
            pane = .components
            handleInComponents(.click(index: index))
        case .matches where pane == .matches:
            if let chosen = matchCursor.apply(.click(index: index)) { onKanjiChosen?(matches[chosen]) }
        case .matches:
            guard matches.indices.contains(index) else { return }
            pane = .matches
            matchCursor.move(to: index)
        }
    }

    private func handleInComponents(_ command: ScreenCommand) {
        guard !components.isEmpty else { return }
        let strokes = components[componentIndex].strokeCount
        switch command {
        case .up: moveComponentCursor(to: componentIndex - 1)
        case .down: moveComponentCursor(to: componentIndex + 1)
        case .scroll(let lines): moveComponentCursor(to: componentIndex + lines)
        case .home: moveComponentCursor(to: 0)
        case .end: moveComponentCursor(to: components.count - 1)
        case .pageDown: moveComponentCursor(to: components.firstIndex { $0.strokeCount > strokes } ?? components.count - 1)
        case .pageUp:
            let previousGroup = components.last { $0.strokeCount < strokes }?.strokeCount
            moveComponentCursor(to: previousGroup.flatMap { group in components.firstIndex { $0.strokeCount == group } } ?? 0)
        case .select: toggle(components[componentIndex].character)
        case .click(let index):
            guard components.indices.contains(index) else { return }
            moveComponentCursor(to: index)
            toggle(components[index].character)
        default: break
        }
    }

    private func moveComponentCursor(to index: Int) {
        componentIndex = components.isEmpty ? 0 : min(max(index, 0), components.count - 1)
    }

    private func narrow() {
        if selected.isEmpty {
            matches = []
            available = index.usedComponents
            pane = .components
        } else {
            matches = index.kanji(containingAll: selected)
            available = Set(matches.flatMap(\.components))
        }
        matchCursor.reset(count: matches.count)
    }
}
