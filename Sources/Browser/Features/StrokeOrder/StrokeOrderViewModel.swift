import Coordination
import KanjiKit
import StrokeDrawings

/// One kanji's stroke order, stroke by stroke: none, the first, the first two … all, stepped by hand or
/// played as an animation.
///
/// Input: the kanji and its `StrokeDrawing`. No output: the screen only shows; Back leaves it.
public final class StrokeOrderViewModel: InteractiveScreen {
    /// The screen's own commands.
    public enum Command: Sendable, Hashable {
        /// One stroke more (Right, Space).
        case next
        /// One stroke fewer (Left).
        case previous
        /// The empty square (Home).
        case none
        /// The finished kanji (End).
        case all
        /// Start or pause the animation (`p`); at the end it starts again from the first stroke.
        case togglePlay
    }

    /// How long each stroke stays before the animation adds the next: slow enough to follow, and a
    /// 20-stroke kanji still plays in 10 s.
    public static let playInterval: Duration = .milliseconds(500)

    // MARK: Input

    public let kanji: Kanji
    public let drawing: StrokeDrawing
    /// The pictures of the drawing made so far, for the terminal to draw from.
    public let pictures: StrokePictures

    // MARK: Ownership

    /// Strong: this screen keeps the coordinator that created it alive; popping the screen frees it.
    public let coordinator: Coordinator?

    // MARK: State

    /// How many strokes are drawn, 0…`strokeCount`; the last of them is the current stroke.
    public private(set) var strokesShown = 0
    /// Whether the animation runs: each tick adds a stroke until the kanji is finished.
    public private(set) var isPlaying = false

    public init(kanji: Kanji, drawing: StrokeDrawing, coordinator: Coordinator?) {
        self.kanji = kanji
        self.drawing = drawing
        self.pictures = StrokePictures(drawing: drawing)
        self.coordinator = coordinator
    }

    /// The breadcrumb title.
    public var title: String { "Stroke order" }

    public var strokeCount: Int { drawing.strokes.count }

    /// The header's status: "stroke 3/4", and "playing" while the animation runs.
    public var statusText: String {
        "stroke \(strokesShown)/\(strokeCount)" + (isPlaying ? " · playing" : "")
    }

    // MARK: Commands

    public func handle(_ command: Command) {
        switch command {
        case .next: show(strokesShown + 1)
        case .previous: show(strokesShown - 1)
        case .none: show(0)
        case .all: show(strokeCount)
        case .togglePlay:
            if isPlaying {
                isPlaying = false
            } else {
                if strokesShown == strokeCount { strokesShown = 0 }
                isPlaying = true
            }
        }
    }

    /// Movement keys and the mouse step through the strokes: down/wheel down is the next stroke, a click on
    /// frame `index` of the strip shows the kanji up to stroke `index + 1`.
    public func handle(_ command: CursorCommand) {
        switch command {
        case .down, .pageDown, .halfPageDown, .select: handle(.next)
        case .up, .pageUp, .halfPageUp: handle(.previous)
        case .home: handle(.none)
        case .end: handle(.all)
        case .click(let index): show(index + 1)
        case .scroll(let lines): show(strokesShown + lines)
        }
    }

    // MARK: Animation

    public var tickInterval: Duration? { isPlaying ? Self.playInterval : nil }

    /// Adds the next stroke while playing; the animation stops at the finished kanji.
    public func tick() {
        guard isPlaying else { return }
        strokesShown = min(strokesShown + 1, strokeCount)
        if strokesShown == strokeCount { isPlaying = false }
    }

    // MARK: Private

    /// Shows `count` strokes, within 0…`strokeCount`; stepping by hand pauses the animation.
    private func show(_ count: Int) {
        strokesShown = min(max(count, 0), strokeCount)
        isPlaying = false
    }
}

extension StrokeOrderViewModel {
    /// What `y` copies: the kanji drawn.
    public var currentItemText: String? { kanji.character }
}
