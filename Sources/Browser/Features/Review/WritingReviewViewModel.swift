import Coordination
import FSRS
import Handwriting
import KanjiKit
import StrokeDrawings

/// A writing review (issue 35): the kanji's meaning, readings and a word with the kanji blanked; the learner writes
/// the kanji on the canvas from memory, and each stroke is judged on its release against KanjiVG's stroke of the
/// same number, as Skritter judges.
///
/// - A right stroke is redrawn clean (the kanji's own stroke, where this hand put it), so the drawing stays readable
///   in braille.
/// - A wrong one (wrong shape, drawn backwards, out of order, not a stroke of the kanji) is not kept: the stroke as it
///   should have been is shown in another colour — a hint — and the learner tries it again. After
///   ``missesBeforeHelp`` misses on one stroke it is drawn for them.
/// - Space gives up: the strokes left are drawn for the learner.
/// - Once every stroke is on the canvas the card proposes a grade from the mistakes — none: Good; a hint taken: Hard;
///   a stroke drawn for the learner: Again — which Enter takes, or 1–4 changes, as in every review.
///
/// Input: the kanji, its prompt (`StudyCardFront`), its KanjiVG drawing (or why there is none: the card then shows
/// the kanji on Space and is graded as a recognition card is), the intervals each grade gives, where the review is.
/// Output: ``Output``, the same as the review card's, so the review flow treats both alike.
public final class WritingReviewViewModel: InteractiveScreen {
    /// What the person did: a review card's outputs (1–4 or Enter once the kanji is written grade it), so the review
    /// flow answers both screens alike.
    public typealias Output = ReviewCardViewModel.Output

    /// The screen's own commands.
    public enum Command: Sendable, Hashable {
        /// The pen, on the canvas.
        case pen(PenEvent)
        /// Space: draw the strokes left for the learner (giving up), or, without a drawing to judge against, show the
        /// kanji.
        case reveal
        /// Enter: take the proposed grade.
        case acceptProposal
        /// 1–4: grade the card (once the kanji is written).
        case grade(Rating)
        case undo
        case suspend
        case bury
    }

    /// Misses on one stroke after which it is drawn for the learner.
    public static let missesBeforeHelp = 3

    // MARK: Input

    /// The kanji to write: "日".
    public let kanji: String
    /// The front: the meaning large, readings and a word with the kanji blanked as labelled lines.
    public let meaning: String
    public let prompt: [KanjiFact]
    /// What each grade would do, in the order of `Rating.allCases`: "1m", "10m", "5d".
    public let intervals: [String]
    /// "3 of 12".
    public let position: String
    /// The card's state before this review, "new", "learning" …
    public let state: String
    /// Why the strokes cannot be judged (KanjiVG lacks the kanji, or its file cannot be read), or nil.
    public let drawingProblem: String?

    // MARK: Ownership

    /// Strong: this screen keeps the review flow alive; replacing it with the next card hands the flow over.
    public let coordinator: Coordinator?

    // MARK: Output

    /// Hears the screen's output; set by the review flow, capturing itself weakly.
    public var onOutput: ((Output) -> Void)?

    // MARK: State

    /// Judges each stroke against the kanji's; nil without a drawing.
    public private(set) var judge: StrokeJudge?
    /// The stroke under way (the pen is down), in canvas units; the recorder holds nothing else.
    public private(set) var recorder = StrokeRecorder(width: PenCanvas.side, height: PenCanvas.side)
    /// The strokes on the canvas, in canvas units: right strokes redrawn clean, and strokes drawn for the learner.
    public private(set) var written: [[HandwritingPoint]] = []
    /// The stroke as it should have been, after a wrong one, until the next stroke is drawn.
    public private(set) var hint: [HandwritingPoint]?
    /// The last stroke's verdict, for the line under the canvas.
    public private(set) var lastVerdict: StrokeVerdict?
    /// Misses on the stroke due now.
    public private(set) var missesOnStroke = 0
    /// Hints shown in all (one per wrong stroke) and strokes drawn for the learner: what the proposed grade is made of.
    public private(set) var hintsShown = 0
    public private(set) var strokesDrawnForLearner = 0
    /// Whether Space showed the kanji of a card that cannot be judged.
    public private(set) var isRevealed = false
    /// One line: what the last stroke was, or why a key did nothing.
    public private(set) var notice: String?

    /// - Parameter drawing: the kanji's KanjiVG drawing, or why there is none.
    public init(kanji: String, meaning: String, prompt: [KanjiFact], drawing: Result<StrokeDrawing, DrawingUnavailable>,
                intervals: [String], position: String, state: String, notice: String?, coordinator: Coordinator?) {
        self.kanji = kanji
        self.meaning = meaning
        self.prompt = prompt
        self.intervals = intervals
        self.position = position
        self.state = state
        self.notice = notice
        self.coordinator = coordinator
        switch drawing {
        case .success(let drawing):
            judge = StrokeJudge(reference: drawing, width: PenCanvas.side, height: PenCanvas.side)
            drawingProblem = nil
        case .failure(let problem):
            judge = nil
            drawingProblem = problem.reason
        }
    }

    /// Why a kanji has no drawing to judge against.
    public struct DrawingUnavailable: Error, Sendable, Equatable {
        public let reason: String
        public init(reason: String) { self.reason = reason }
    }

    /// The breadcrumb's step.
    public var title: String { "Write" }

    /// How many strokes the kanji has (nil without a drawing).
    public var strokeCount: Int? { judge?.referenceCount }

    /// Whether the kanji is on the canvas: every stroke written (or drawn for the learner), or shown with Space when
    /// it cannot be judged. Grades count only then.
    public var isWritten: Bool {
        guard let judge else { return isRevealed }
        return judge.nextExpected == nil
    }

    /// The grade the mistakes propose: a stroke drawn for the learner, Again; a hint, Hard; none, Good. Without a
    /// drawing, Good: the learner grades what they wrote on paper.
    public var proposedGrade: Rating {
        strokesDrawnForLearner > 0 ? .again : hintsShown > 0 ? .hard : .good
    }

    /// "Stroke 3 of 4", "Written: 4 strokes".
    public var progress: String {
        guard let judge else { return drawingProblem ?? "" }
        if let next = judge.nextExpected { return "Stroke \(next) of \(judge.referenceCount)" }
        return "Written: \(judge.referenceCount) stroke\(judge.referenceCount == 1 ? "" : "s")"
    }

    /// The grades as the card offers them, the proposed one marked: "1 Again 1m", "2 Hard 6m", "[3 Good 10m]".
    public var gradeLabels: [String] {
        zip(Rating.allCases, intervals).map { rating, interval in
            let label = "\(rating.rawValue) \(rating.label) \(interval)"
            return rating == proposedGrade ? "[\(label)]" : label
        }
    }

    /// Enter does nothing on a card but show its back elsewhere; here it takes the proposal.
    public func handle(_ command: CursorCommand) {
        if command == .select { handle(.acceptProposal) }
    }

    public func handle(_ command: Command) {
        switch command {
        case .pen(let event): handle(event)
        case .reveal: reveal()
        case .acceptProposal:
            guard isWritten else {
                notice = "Write the kanji first, or Space to have it written for you"
                return
            }
            onOutput?(.graded(proposedGrade))
        case .grade(let rating):
            guard isWritten else {
                notice = "Write the kanji first, or Space to have it written for you; then 1–4 grade it"
                return
            }
            onOutput?(.graded(rating))
        case .undo: onOutput?(.undo)
        case .suspend: onOutput?(.suspend)
        case .bury: onOutput?(.bury)
        }
    }

    /// Shows one line (why `u` took nothing back) until the next command.
    public func showNotice(_ line: String) {
        notice = line
    }

    // MARK: Private

    private func handle(_ event: PenEvent) {
        guard judge != nil, !isWritten else { return }
        switch recorder.record(event) {
        case .drawing, .unchanged: break
        case .refused(let reason): notice = reason
        case .strokeEnded:
            guard let stroke = recorder.drawnStrokes.last else { return }
            recorder.clear()
            strokeReleased(stroke)
        }
    }

    /// Judges the stroke just drawn: kept and redrawn clean when right; otherwise shown as it should have been, and
    /// drawn for the learner at the third miss.
    private func strokeReleased(_ stroke: [HandwritingPoint]) {
        guard var judge, let due = judge.nextExpected else { return }
        let verdict = judge.assess(stroke)
        lastVerdict = verdict
        if verdict.kind == .ok && verdict.referenceNumber == due {
            judge.record(stroke)
            written.append(judge.cleanStroke(drawn: judge.drawnCount) ?? stroke)
            hint = nil
            missesOnStroke = 0
            notice = judge.nextExpected == nil ? finishedLine : "Stroke \(due): right"
        } else {
            missesOnStroke += 1
            hintsShown += 1
            if missesOnStroke >= Self.missesBeforeHelp {
                drawForLearner(due, in: &judge)
                notice = "Stroke \(due) drawn for you after \(Self.missesBeforeHelp) misses" + (judge.nextExpected == nil ? ". " + finishedLine : "")
            } else {
                hint = judge.referenceStroke(due)
                notice = Self.describe(verdict, due: due) + " — it goes as shown; try again"
            }
        }
        self.judge = judge
    }

    /// Space: the strokes left drawn for the learner, or the kanji shown when there is nothing to judge against.
    private func reveal() {
        guard var judge else {
            isRevealed = true
            notice = "Grade what you wrote: 1–4"
            return
        }
        guard judge.nextExpected != nil else { return }
        while let due = judge.nextExpected {
            drawForLearner(due, in: &judge)
        }
        self.judge = judge
        notice = "Written for you. " + finishedLine
    }

    private func drawForLearner(_ number: Int, in judge: inout StrokeJudge) {
        let stroke = judge.referenceStroke(number)
        judge.record(stroke)
        written.append(stroke)
        strokesDrawnForLearner += 1
        hint = nil
        missesOnStroke = 0
    }

    private var finishedLine: String {
        "Proposed: \(proposedGrade.rawValue) \(proposedGrade.label) — Enter takes it, 1–4 change it"
    }

    /// "Stroke 3 was drawn backwards", "That was stroke 5, before stroke 3".
    static func describe(_ verdict: StrokeVerdict, due: Int) -> String {
        switch verdict.kind {
        case .ok: "Stroke \(due): right"
        case .reversed: "Stroke \(due) was drawn backwards"
        case .outOfOrder: "That was stroke \(verdict.referenceNumber ?? due), before stroke \(due)"
        case .wrongShape: "Stroke \(due) is another shape"
        case .extra: "That is not a stroke of this kanji"
        case .missing: "Stroke \(due) is missing"
        }
    }
}

extension WritingReviewViewModel {
    /// What `y` copies: the meaning, which is on screen from the start (the kanji is the answer).
    public var currentItemText: String? { meaning }
}

extension WritingReviewViewModel {
    /// The writing review of `kanji`: its prompt from the data (meanings large; readings and a word with the kanji
    /// blanked under them) and its KanjiVG drawing from `strokes`.
    /// - Parameters:
    ///   - cue: the sentence or word the kanji was kept from (a word's kanji kept for writing: the word), shown with
    ///     the kanji blanked in place of a word from the dictionary.
    ///   - dictionary: JMdict, for a word that uses the kanji; nil when it could not be opened.
    public static func make(kanji character: String, cue: StudyContext? = nil, store: KanjiStore, strokes: StrokeLibrary, dictionary: WordDictionary?,
                            intervals: [String], position: String, state: String, notice: String?,
                            coordinator: Coordinator?) -> WritingReviewViewModel {
        guard let kanji = (try? store.kanji(for: character)) ?? nil else {
            return WritingReviewViewModel(kanji: character, meaning: "?", prompt: [], drawing: .failure(DrawingUnavailable(
                reason: "\(character) is not in the kanji data")), intervals: intervals, position: position, state: state,
                notice: notice, coordinator: coordinator)
        }
        var prompt: [KanjiFact] = []
        if !kanji.onReadings.isEmpty { prompt.append(KanjiFact(label: "On", value: KanjiLabels.list(kanji.onReadings))) }
        if !kanji.kunReadings.isEmpty { prompt.append(KanjiFact(label: "Kun", value: KanjiLabels.list(kanji.kunReadings))) }
        if let cue, let first = kanji.character.first, cue.sentence.contains(first) {
            prompt.append(KanjiFact(label: "Cue", value: String(cue.sentence.map { $0 == first ? "＿" : $0 })))
        } else if let word = blankedWord(of: kanji, dictionary: dictionary) {
            prompt.append(KanjiFact(label: "Word", value: word))
        }
        prompt.append(KanjiFact(label: "Strokes", value: String(kanji.strokeCount)))
        let drawing: Result<StrokeDrawing, DrawingUnavailable> = switch strokes.lookUp(kanji) {
        case .drawing(let drawing): .success(drawing)
        case .missing: .failure(DrawingUnavailable(reason: "KanjiVG has no strokes of \(character): write it on paper, Space shows it"))
        case .unavailable(let reason): .failure(DrawingUnavailable(reason: "The strokes cannot be read (\(reason)): write it on paper, Space shows it"))
        }
        return WritingReviewViewModel(kanji: character, meaning: kanji.meanings.prefix(3).joined(separator: "; "), prompt: prompt,
                                      drawing: drawing, intervals: intervals, position: position, state: state, notice: notice,
                                      coordinator: coordinator)
    }

    /// "＿本 にほん — Japan": the kanji's first top word longer than the kanji, the kanji blanked in it (a cue to the
    /// word, not the answer); nil when it has none.
    static func blankedWord(of kanji: Kanji, dictionary: WordDictionary?) -> String? {
        guard let first = kanji.character.first,
              let word = ((try? dictionary?.topWords(of: first)) ?? []).first(where: { $0.spelling.count > 1 }) else { return nil }
        let blanked = String(word.spelling.map { $0 == first ? "＿" : $0 })
        return "\(blanked) \(word.reading) — \(WordLabels.shortGloss(of: word.entry))"
    }
}
