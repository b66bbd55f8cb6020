import Coordination

/// The end of a review: how many cards, each grade, what could not be saved, when the next card is due.
/// Enter returns to the study list; `u` takes back the last grade (its card comes back).
public final class ReviewSummaryViewModel: InteractiveScreen {
    /// What the person asked for.
    public enum Output: Sendable {
        /// Enter: done, back to the study list.
        case close
        /// `u`: take back the last grade.
        case undo
    }

    /// The summary's own commands.
    public enum Command: Sendable, Hashable {
        /// `u`.
        case undo
    }

    public let tally: ReviewTally
    /// "in 10 min", or `nil` when no card is kept.
    public let nextDue: String?
    /// A line about the last grade ("not saved: …").
    public let notice: String?

    /// Strong: this screen keeps the review flow alive until the person leaves it.
    public let coordinator: Coordinator?

    /// Hears the summary's output; set by the coordinator, capturing itself weakly.
    public var onOutput: ((Output) -> Void)?

    public init(tally: ReviewTally, nextDue: String?, notice: String?, coordinator: Coordinator?) {
        self.tally = tally
        self.nextDue = nextDue
        self.notice = notice
        self.coordinator = coordinator
    }

    public var title: String { "Review done" }

    /// The summary as lines, display-ready.
    public var lines: [String] {
        var lines = [tally.reviewedText, tally.gradesText]
        if tally.unsaved > 0 { lines.append("\(tally.unsaved) grade\(tally.unsaved == 1 ? "" : "s") not saved") }
        lines.append(nextDue.map { "Next card due \($0)" } ?? "No card is kept")
        return lines
    }

    public func handle(_ command: CursorCommand) {
        if command == .select { onOutput?(.close) }
    }

    public func handle(_ command: Command) {
        switch command {
        case .undo: onOutput?(.undo)
        }
    }
}
