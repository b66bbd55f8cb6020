import Coordination
import FSRS
import KanjiKit

/// One card of a review: the front (a kanji or a word), then, after Space, the back; 1–4 grade it. `!` suspends it and
/// `-` buries it until the next study day, as in Anki, before or after the answer: either takes it out of the review.
///
/// Grades count only once the back is shown, as in Anki: a grade is the person's judgement of an answer they
/// have seen. Input: the front, the back's lines, where the card is in the review, a line about the last grade.
/// Output: ``Output`` ("graded", "undo"). The review coordinator replaces this screen with the next card.
public final class ReviewCardViewModel: InteractiveScreen {
    /// What the person did.
    public enum Output: Sendable {
        /// 1 Again, 2 Hard, 3 Good, 4 Easy, after the back was shown.
        case graded(Rating)
        /// `u`: take back the last grade (or the last suspension or burial).
        case undo
        /// `!`: suspend the card.
        case suspend
        /// `-`: bury the card until the next study day.
        case bury
    }

    /// The card's own commands.
    public enum Command: Sendable, Hashable {
        /// Space or Enter: show the back.
        case reveal
        /// 1–4: grade the card (once the back is shown).
        case grade(Rating)
        /// `u`: take back the last grade.
        case undo
        /// `!`: suspend the card: out of every review until unsuspended on the Study tab, its schedule kept.
        case suspend
        /// `-`: bury the card: out of reviews until the next study day.
        case bury
    }

    // MARK: Input

    /// The front's large line: "日", "日本" (recognition, reading); a production card's reading or meaning.
    public let front: String
    /// What the card asks (`CardKind`): shown beside its state when it is not recognition.
    public let kind: CardKind
    /// Labelled lines under the front: a production card's meaning or readings, what a reading card asks for.
    public let prompt: [KanjiFact]
    /// The sentence the item was kept from, shown under the front with the word marked, or `nil`.
    public let context: StudyContext?
    /// The back, labelled lines: meanings, readings, words (a kanji); reading, senses (a word). Looked up when first
    /// shown, so a grade brings the next front up without searching the dictionary for a back nobody sees yet.
    public private(set) lazy var back: [KanjiFact] = lookUpBack()
    /// Looks the back up in the dictionary; captures no coordinator.
    private let lookUpBack: () -> [KanjiFact]
    /// What each grade would do, in the order of `Rating.allCases` (Again, Hard, Good, Easy): "1m", "10m", "5d" —
    /// the next interval, as Anki shows it above its buttons.
    public let intervals: [String]
    /// "3 of 12".
    public let position: String
    /// The card's state before this review, "new", "learning" …
    public let state: String

    /// The grades as the card offers them: "1 Again 1m", "2 Hard 6m", "3 Good 10m", "4 Easy 5d".
    public var gradeLabels: [String] {
        zip(Rating.allCases, intervals).map { rating, interval in "\(rating.rawValue) \(rating.label) \(interval)" }
    }

    // MARK: Ownership

    /// Strong: this screen keeps the review flow alive; replacing it with the next card hands the flow over.
    public let coordinator: Coordinator?

    // MARK: Output

    /// Hears the card's output; set by the coordinator, capturing itself weakly.
    public var onOutput: ((Output) -> Void)?
    /// Says the card's word aloud beside the screen (`p`, ``speak()``) and returns the line to show when it cannot;
    /// set by the coordinator for a word's card, capturing it weakly. nil on a kanji's card.
    public var sayWord: (() -> String?)?

    // MARK: State

    public private(set) var isRevealed = false
    /// One line: what happened to the last grade ("not saved: …", "took back Good for 日"), or why a key did nothing.
    public private(set) var notice: String?

    /// - Parameter back: looks the back up, once, when it is first shown.
    public init(front: String, kind: CardKind = .recognition, prompt: [KanjiFact] = [], context: StudyContext? = nil,
                back: @escaping () -> [KanjiFact], intervals: [String], position: String, state: String, notice: String?,
                coordinator: Coordinator?) {
        self.front = front
        self.kind = kind
        self.prompt = prompt
        self.context = context
        self.lookUpBack = back
        self.intervals = intervals
        self.position = position
        self.state = state
        self.notice = notice
        self.coordinator = coordinator
    }

    /// The breadcrumb title.
    public var title: String { "Review" }

    /// Enter shows the back, like Space; the other movement keys have nothing to move.
    public func handle(_ command: CursorCommand) {
        if command == .select { handle(.reveal) }
    }

    public func handle(_ command: Command) {
        switch command {
        case .reveal:
            isRevealed = true
            notice = nil
        case .grade(let rating):
            guard isRevealed else {
                notice = "Space shows the answer first; then 1–4 grade it"
                return
            }
            onOutput?(.graded(rating))
        case .undo:
            onOutput?(.undo)
        case .suspend:
            onOutput?(.suspend)
        case .bury:
            onOutput?(.bury)
        }
    }

    /// Shows one line (why `u` took nothing back) until the next command.
    public func showNotice(_ line: String) {
        notice = line
    }
}

extension ReviewCardViewModel {
    /// What `y` copies: the card's front, which is on screen from the start.
    public var currentItemText: String? { front }

    /// "new", or "new · production" for a card that is not recognition: the line above the front.
    public var stateAndKind: String {
        kind == .recognition ? state : "\(state) · \(kind.rawValue)"
    }
}
