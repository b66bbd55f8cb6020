import Coordination
import Handwriting
import KanjiKit

/// Find a kanji by drawing it: a square canvas the pen draws strokes on, and the kanji they may be, best first,
/// updated after every stroke (jisho.org's "draw" search, in the terminal). Several characters make a word: choosing
/// a candidate (Enter, a click) adds it to the word at the top and clears the canvas for the next one; Enter on an
/// empty canvas looks the word up, as jisho.org's pad appends to its search box.
///
/// Input: how to recognize strokes (a closure its coordinator gives, over the app's recognizer and kanji data).
/// Output: ``Output``. The strokes stay while the screen is on the stack, so Back from a candidate's detail finds
/// the canvas as it was left.
public final class DrawViewModel: InteractiveScreen {
    /// What the person asked for.
    public enum Output: Sendable {
        /// → or l on a candidate: its detail.
        case kanjiChosen(Kanji)
        /// Enter on an empty canvas with a word built: look it up among the words.
        case wordChosen(String)
    }

    /// The screen's own commands.
    public enum Command: Sendable, Hashable {
        /// The pen, on the canvas.
        case pen(PenEvent)
        /// Take back the last stroke (Backspace).
        case undo
        /// Clear the canvas (`c`), or the word when the canvas is empty.
        case clear
        /// Open candidate `index`'s detail at once.
        case open(index: Int)
        /// Add candidate `index` to the word and clear the canvas for the next character (a click on it).
        case choose(index: Int)
        /// Enter: with strokes drawn, choose the candidate under the cursor; on an empty canvas, look the word up.
        case enter
        /// Take back the word's last character (Backspace on an empty canvas).
        case deleteCharacter
    }

    /// The most characters a word built here holds: longer than any dictionary headword, short enough for the header.
    public static let maximumWordLength = 16

    // MARK: Input

    /// Recognizes strokes; strong: a closure over the app's recognizer and data, none of which refers to a coordinator.
    private let recognize: (HandwrittenStrokes) -> DrawRecognition

    // MARK: Ownership

    /// Strong: this screen keeps the coordinator that created it alive; popping the screen frees it.
    public let coordinator: Coordinator?

    // MARK: Output

    /// Hears the screen's output; set by the coordinator, capturing itself weakly.
    public var onOutput: ((Output) -> Void)?

    // MARK: State

    /// The strokes drawn and the one under way.
    public private(set) var recorder = StrokeRecorder(width: PenCanvas.side, height: PenCanvas.side)
    /// The characters chosen so far, in order: the word Enter looks up.
    public private(set) var word = ""
    /// The candidates for the strokes drawn, best first; none before the first stroke.
    public private(set) var candidates: [DrawCandidate] = []
    /// The cursor over ``candidates``.
    public private(set) var cursor = ScrollingCursor(count: 0)
    /// One line about the last thing that went wrong (a refused stroke, a missing model), until the next stroke.
    public private(set) var message: String?
    /// Why nothing can be recognized (the model is missing), known when the screen opens; nil when it can.
    public let modelProblem: String?
    /// Whether any drag has been reported: a terminal that reports presses but no motion draws only dots, and the
    /// canvas says so.
    public private(set) var hasSeenMotion = false
    /// Whether a stroke ended with no motion reported since the screen opened: what makes the canvas say so.
    public private(set) var strokesLackMotion = false

    /// - Parameters:
    ///   - modelProblem: why the recognizer cannot be used (the screen says it at once), or nil.
    ///   - recognize: strokes → candidates.
    public init(coordinator: Coordinator?, modelProblem: String? = nil, recognize: @escaping (HandwrittenStrokes) -> DrawRecognition) {
        self.coordinator = coordinator
        self.modelProblem = modelProblem
        self.recognize = recognize
    }

    /// The breadcrumb's step.
    public var title: String { "Draw" }

    /// The finished strokes.
    public var strokes: HandwrittenStrokes { recorder.strokes }

    /// The candidate under the cursor, if any.
    public var selectedCandidate: DrawCandidate? {
        candidates.indices.contains(cursor.index) ? candidates[cursor.index] : nil
    }

    /// The header's right-hand text: "3 strokes · 20 kanji".
    public var statusText: String {
        let count = recorder.strokes.strokeCount
        let strokes = "\(count) stroke\(count == 1 ? "" : "s")"
        return candidates.isEmpty ? strokes : "\(strokes) · \(cursor.index + 1)/\(candidates.count)"
    }

    /// The rows the terminal has for the candidates, given before each frame.
    public func setVisibleRows(_ rows: Int) {
        cursor.setVisibleRows(max(1, rows))
    }

    // MARK: Commands

    public func handle(_ command: Command) {
        switch command {
        case .pen(let event): handle(event)
        case .undo:
            if recorder.undo() { strokesChanged() }
        case .clear:
            if recorder.drawnStrokes.isEmpty {
                word = ""
            } else {
                recorder.clear()
            }
            strokesChanged()
        case .open(let index):
            guard candidates.indices.contains(index) else { return }
            cursor.move(to: index)
            onOutput?(.kanjiChosen(candidates[index].kanji))
        case .choose(let index):
            choose(index)
        case .enter:
            if !candidates.isEmpty {
                choose(cursor.index)
            } else if recorder.drawnStrokes.isEmpty && !word.isEmpty {
                onOutput?(.wordChosen(word))
            }
        case .deleteCharacter:
            if !word.isEmpty { word.removeLast() }
        }
    }

    public func handle(_ command: CursorCommand) {
        if let chosen = cursor.apply(command) { onOutput?(.kanjiChosen(candidates[chosen].kanji)) }
    }

    // MARK: Private

    /// Adds candidate `index` to the word and clears the canvas for the next character.
    private func choose(_ index: Int) {
        guard candidates.indices.contains(index) else { return }
        guard word.count < Self.maximumWordLength else {
            message = "A word here holds \(Self.maximumWordLength) characters: Enter looks it up, Backspace on an empty canvas takes one back."
            return
        }
        word += candidates[index].kanji.character
        recorder.clear()
        strokesChanged()
    }

    private func handle(_ event: PenEvent) {
        if case .drag = event { hasSeenMotion = hasSeenMotion || recorder.currentStroke != nil }
        switch recorder.record(event) {
        case .drawing, .unchanged: break
        case .strokeEnded:
            if !hasSeenMotion && recorder.strokes.strokes.last?.count == 1 { strokesLackMotion = true }
            strokesChanged()
        case .refused(let reason): message = reason
        }
    }

    /// Recognizes the strokes as they are now and puts the cursor on the best candidate.
    private func strokesChanged() {
        message = nil
        guard !recorder.strokes.isEmpty else {
            candidates = []
            cursor.reset(count: 0)
            return
        }
        switch recognize(recorder.strokes) {
        case .candidates(let found): candidates = found
        case .unavailable(let reason):
            candidates = []
            message = reason
        }
        cursor.reset(count: candidates.count)
    }
}

extension DrawViewModel {
    /// What `y` copies: the candidate under the cursor, or else the word built.
    public var currentItemText: String? { selectedCandidate?.kanji.character ?? (word.isEmpty ? nil : word) }
}
