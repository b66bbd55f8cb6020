import Coordination
import KanjiKit

/// Find a kanji by its parts: choose components, and the kanji containing all of them narrow live.
///
/// Input: every component (with strokes) and every kanji, indexed by component. Output: "kanji chosen". Components that
/// would leave no kanji are reported as unavailable, so the renderer can dim them.
public final class RadicalPickerViewModel: InteractiveScreen {
    /// Which half of the screen takes the keys.
    public enum Pane: Sendable, Hashable { case components, matches }

    /// What the person asked for.
    public enum Output: Sendable {
        /// Enter (or a second click) on a match.
        case kanjiChosen(Kanji)
    }

    /// The picker's own commands, beside movement.
    public enum Command: Sendable, Hashable {
        /// Tab: the other pane takes the keys.
        case switchPane
        /// A click on item `index` of `pane`, whichever pane has the keys: a component is chosen at once; a match
        /// takes the keys and the cursor, and opens when clicked again.
        case click(pane: Pane, index: Int)
        /// Backspace: un-choose the component chosen last.
        case removeLastComponent
        /// `c`: un-choose every component.
        case clearComponents
        /// Left / Right in the grid: the previous or next component.
        case previousComponent, nextComponent
    }

    // MARK: Input

    public let title = AppTab.radicals.title
    public let components: [KanjiComponent]
    /// Every kanji, by component.
    private let index: ComponentIndex

    // MARK: Ownership

    /// Strong: this screen keeps the coordinator that created it alive; popping the screen frees it.
    public let coordinator: Coordinator?

    // MARK: Output

    /// Hears the picker's output; set by the coordinator, capturing itself weakly.
    public var onOutput: ((Output) -> Void)?

    // MARK: State

    public private(set) var pane = Pane.components
    /// The cursor over `components`.
    public private(set) var componentCursor: ScrollingCursor
    /// The component under the cursor, as an index into `components`.
    public var componentIndex: Int { componentCursor.index }
    /// A one-line message about the last command (why a dimmed component was not chosen), until the next one.
    public private(set) var notice: String?
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
        self.componentCursor = ScrollingCursor(count: components.count)
    }

    /// "2 components · 45 kanji", or how many kanji there are to narrow.
    public var statusText: String {
        selected.isEmpty ? "\(index.kanji.count) kanji" : "\(selected.count) selected · \(matches.count) kanji"
    }

    public var selectedMatch: Kanji? {
        matches.isEmpty ? nil : matches[matchCursor.index]
    }

    /// How many components one line of the grid shows, set before each frame: Up and Down move by a line.
    public private(set) var componentsPerLine = 1

    /// The grid's width in components, set before each frame.
    public func setComponentsPerLine(_ count: Int) {
        componentsPerLine = max(1, count)
    }

    /// The rows the terminal has for matches, set before each frame.
    public func setVisibleMatchRows(_ rows: Int) {
        matchCursor.setVisibleRows(rows)
    }

    // MARK: Commands

    public func handle(_ command: CursorCommand) {
        notice = nil
        switch pane {
        case .components: handleInComponents(command)
        case .matches: if let chosen = matchCursor.apply(command) { onOutput?(.kanjiChosen(matches[chosen])) }
        }
    }

    public func handle(_ command: Command) {
        notice = nil
        switch command {
        case .switchPane: pane = pane == .components && !matches.isEmpty ? .matches : .components
        case .click(let clickedPane, let index): click(index, in: clickedPane)
        case .removeLastComponent:
            guard let last = selected.last else { return }
            toggle(last)
        case .clearComponents:
            selected = []
            narrow()
        case .previousComponent: componentCursor.move(to: componentIndex - 1)
        case .nextComponent: componentCursor.move(to: componentIndex + 1)
        }
    }

    /// Adds or removes `component` from the selection and narrows the matches; a component that would leave no
    /// kanji is not added, and the notice says why.
    public func toggle(_ component: String) {
        if let position = selected.firstIndex(of: component) {
            selected.remove(at: position)
        } else if available.contains(component) {
            selected.append(component)
        } else {
            notice = "No kanji has \(component) with \(selected.joined(separator: " ")): it is dimmed"
            return
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
            if let chosen = matchCursor.apply(.click(index: index)) { onOutput?(.kanjiChosen(matches[chosen])) }
        case .matches:
            guard matches.indices.contains(index) else { return }
            pane = .matches
            matchCursor.move(to: index)
        }
    }

    /// Up/Down move a line of the grid, Left/Right (``Command``) one component; PgUp/PgDn jump between stroke
    /// groups; Enter chooses.
    private func handleInComponents(_ command: CursorCommand) {
        guard !components.isEmpty else { return }
        let strokes = components[componentIndex].strokeCount
        switch command {
        case .pageDown, .halfPageDown:
            componentCursor.move(to: components.firstIndex { $0.strokeCount > strokes } ?? components.count - 1)
        case .pageUp, .halfPageUp:
            let previousGroup = components.last { $0.strokeCount < strokes }?.strokeCount
            componentCursor.move(to: previousGroup.flatMap { group in components.firstIndex { $0.strokeCount == group } } ?? 0)
        case .click(let index):
            guard components.indices.contains(index) else { return }
            componentCursor.move(to: index)
            toggle(components[index].character)
        case .up: componentCursor.move(to: componentIndex - componentsPerLine)
        case .down: componentCursor.move(to: componentIndex + componentsPerLine)
        case .home, .end, .scroll, .select:
            if let chosen = componentCursor.apply(command) { toggle(components[chosen].character) }
        }
    }

    private func narrow() {
        if selected.isEmpty {
            matches = []
            available = index.usedComponents
            pane = .components
        } else {
            matches = index.kanji(containingAll: selected)
            available = Self.components(of: matches)
        }
        matchCursor.reset(count: matches.count)
    }

    /// The components `kanji` contain between them. Gathered into a set that grows with what it holds: a set made
    /// from all their components at once (`Set(flatMap)`) reserves room for every one, duplicates included, and kept
    /// 270 kB for the 221 components of ノ's 1,437 kanji as long as the choice stood.
    private static func components(of kanji: [Kanji]) -> Set<String> {
        var components: Set<String> = []
        for each in kanji { components.formUnion(each.components) }
        return components
    }
}

extension RadicalPickerViewModel {
    /// What `y` copies: the match under the cursor.
    public var currentItemText: String? { selectedMatch?.character }
}
