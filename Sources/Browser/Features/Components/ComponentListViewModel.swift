import Coordination
import KanjiKit

/// A kanji's components, one per row with its stroke count and meaning, as jisho.org lists a kanji's parts;
/// Enter on one lists every kanji that contains it.
///
/// Input: the kanji and its components, described (``ComponentDescription``). Output: ``Output``.
public final class ComponentListViewModel: ListScreen {
    /// What the person asked for.
    public enum Output: Sendable {
        /// Enter (or a second click) on a component.
        case componentChosen(ComponentDescription)
    }

    // MARK: Input

    /// The kanji whose components these are.
    public let kanji: Kanji
    public let components: [ComponentDescription]

    // MARK: Ownership

    /// Strong: this screen keeps the coordinator that created it alive; popping the screen frees it.
    public let coordinator: Coordinator?

    // MARK: Output

    /// Hears the screen's output; set by the coordinator, capturing itself weakly.
    public var onOutput: ((Output) -> Void)?

    // MARK: State

    public private(set) var cursor: ScrollingCursor

    public init(kanji: Kanji, components: [ComponentDescription], coordinator: Coordinator?) {
        self.kanji = kanji
        self.components = components
        self.coordinator = coordinator
        cursor = ScrollingCursor(count: components.count)
    }

    /// The breadcrumb's step: "Components".
    public var title: String { "Components" }

    /// The component under the cursor, if there is any.
    public var selectedComponent: ComponentDescription? {
        components.indices.contains(cursor.index) ? components[cursor.index] : nil
    }

    /// The components in view, with their positions.
    public var visibleComponents: [(index: Int, component: ComponentDescription)] {
        cursor.visibleRange.map { ($0, components[$0]) }
    }

    /// "2/3": the component under the cursor and how many there are, for the header's right-hand side.
    public var positionText: String {
        "\(components.isEmpty ? 0 : cursor.index + 1)/\(components.count)"
    }

    /// The rows the terminal has for the list, given before each frame.
    public func setVisibleRows(_ rows: Int) {
        cursor.setVisibleRows(rows)
    }

    public func handle(_ command: CursorCommand) {
        if let chosen = cursor.apply(command) { onOutput?(.componentChosen(components[chosen])) }
    }
}

extension ComponentListViewModel {
    /// What `y` copies: the component under the cursor.
    public var currentItemText: String? { selectedComponent?.character }
}
