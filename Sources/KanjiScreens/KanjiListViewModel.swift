import Coordination
import KanjiKit

/// A list of kanji with a cursor: the all-kanji list and a word's kanji are both this screen.
///
/// Input: a title, an optional subtitle and the kanji. Output: "kanji chosen". It never knows what
/// happens next — the coordinator that created it decides.
public final class KanjiListViewModel: InteractiveScreen {
    // MARK: Input

    public let title: String
    /// A second header line, e.g. a word's reading and gloss.
    public let subtitle: String?
    public let kanji: [Kanji]

    // MARK: Ownership

    /// Strong: this screen keeps the coordinator that created it alive; popping the screen frees it.
    public let coordinator: Coordinator?

    // MARK: Output

    /// Called with the kanji the person opened. Set by the coordinator, capturing itself weakly so the
    /// screen → coordinator edge stays the only strong one.
    public var onKanjiChosen: ((Kanji) -> Void)?

    // MARK: State

    public private(set) var cursor: ScrollingCursor

    public init(title: String, subtitle: String? = nil, kanji: [Kanji], coordinator: Coordinator?) {
        self.title = title
        self.subtitle = subtitle
        self.kanji = kanji
        self.coordinator = coordinator
        self.cursor = ScrollingCursor(count: kanji.count)
    }

    /// The kanji under the cursor, or nil for an empty list.
    public var selectedKanji: Kanji? {
        kanji.isEmpty ? nil : kanji[cursor.index]
    }

    /// "123/10361": the cursor's 1-based position and the list's length.
    public var positionText: String {
        "\(kanji.isEmpty ? 0 : cursor.index + 1)/\(kanji.count)"
    }

    /// Called by the renderer with the rows it has for items, so paging moves by a screenful.
    public func setVisibleRows(_ rows: Int) {
        cursor.setVisibleRows(rows)
    }

    /// Puts the cursor on `character`, if the list has it (deep links, returning to a list).
    public func moveCursor(to character: String) {
        if let index = kanji.firstIndex(where: { $0.character == character }) { cursor.move(to: index) }
    }

    public func handle(_ command: ScreenCommand) {
        if let chosen = cursor.apply(command) { onKanjiChosen?(kanji[chosen]) }
    }
}
