import Coordination
import FSRS

/// The Study tab's list: every kept kanji and word with its state and when it is due, soonest first, and how many
/// are due; `R` asks for a review of those due now.
///
/// Input: the deck as a ``PagedList``, the time and the counts (read by the coordinator, which knows the deck and the
/// clock). Output: ``Output`` ("open this", "review", "keep or drop this"). Only the cards on screen and a page
/// either side are read (``RowWindow``), as they are drawn; a row's text is made then (``row(at:)``) and its
/// meaning looked up, so a deck of 50,000 opens as fast as a deck of ten.
public final class StudyListViewModel: ListScreen {
    /// One card of a kept item, display-ready.
    public struct Row: Sendable, Hashable {
        /// The card the row shows, as read: what `!` and `-` change.
        public let card: StudyCard
        public var item: LookupItem { card.item }
        /// "日", "日本 にほん".
        public let label: String
        /// "new", "learning", "review", "relearning"; "suspended" or "buried" for a card set aside, which keeps its
        /// schedule for when it comes back.
        public let state: String
        /// "now", "in 10 min", "in 3 days".
        public let due: String
        /// Whether a review started now would show it.
        public let isDue: Bool
        /// The sentence the item was kept from, shown after its meaning with the word marked, or `nil`.
        public let context: StudyContext?
        /// Whether the card is tagged a leech (its lapses reached the leech threshold), shown before its meaning.
        public let isLeech: Bool
        /// Whether the card is suspended (`!`) or buried (`-`) now: what those keys then take back.
        public let isSuspended: Bool
        public let isBuried: Bool

        /// What the card asks (recognition, production, reading): named before the meaning when not recognition.
        public var kind: CardKind { card.kind }

        public init(card: StudyCard, label: String, state: String, due: String, isDue: Bool, context: StudyContext? = nil,
                    isLeech: Bool = false, isSuspended: Bool = false, isBuried: Bool = false) {
            self.card = card
            self.label = label
            self.state = state
            self.due = due
            self.isDue = isDue
            self.context = context
            self.isLeech = isLeech
            self.isSuspended = isSuspended
            self.isBuried = isBuried
        }
    }

    /// What the person asked for.
    public enum Output: Sendable {
        /// Enter on a row: its detail (a kanji) or its kanji (a word), on the Study stack.
        case open(LookupItem)
        /// `R`: review what is due.
        case review
        /// `a` (confirmed with `y` for a card with reviews): take the item off the study list.
        case toggleKept(LookupItem)
        /// `+`/`_`: change the new cards per day by this many.
        case changeNewCardsPerDay(Int)
        /// `o`: introduce new cards in this order from now on.
        case changeNewCardOrder(NewCardOrder)
        /// `>`/`<`: show more (positive) or fewer review cards per day.
        case changeReviewsPerDay(Int)
        /// `u`: take back the removal, suspension, burial or setting just changed here (``DeckUndo``).
        case undoRequested
        /// `!`: suspend the row's card, or unsuspend it when it is suspended.
        case setSuspended(StudyCard, Bool)
        /// `-`: bury the row's card until the next study day, or unbury it when it is buried.
        case setBuried(StudyCard, Bool)
    }

    /// The screen's own commands.
    public enum Command: Sendable, Hashable {
        /// `R`: start a review of the cards due now.
        case review
        /// `a`: take the item under the cursor off the study list — at once for a card never reviewed; for one
        /// with reviews, after a question naming how many (its review log goes with it; `u` right after brings both back).
        case toggleKept
        /// `y` on the question: take it off.
        case confirmRemoval
        /// Any other answer: keep it.
        case dismiss
        /// `+`/`_`: introduce this many more (or, negative, fewer) new cards per day.
        case changeNewCardsPerDay(Int)
        /// `o`: switch the order new cards are introduced in (the order kept ↔ most common first).
        case switchNewCardOrder
        /// `>`/`<`: show this many more (or, negative, fewer) review cards per day.
        case changeReviewsPerDay(Int)
        /// `u`: take back the removal, suspension, burial or setting just changed here (a card comes back with its
        /// reviews, a card set aside or brought back is as it was).
        case undo
        /// `!`: suspend the card under the cursor (no review shows it; its schedule and log kept), or unsuspend it.
        case toggleSuspended
        /// `-`: bury the card under the cursor until the next study day, or unbury it.
        case toggleBuried
    }

    /// How far one `+` or `-` moves the new cards per day: Anki's default, 20, is four presses from 0.
    public static let newCardsPerDayStep = 5
    /// How far one `>` or `<` moves the reviews per day: Anki's default, 200, is four presses from 0.
    public static let reviewsPerDayStep = 50

    public let title = AppTab.study.title

    /// Strong: this screen keeps the coordinator that created it alive; popping the screen frees it.
    public let coordinator: Coordinator?

    /// Hears the screen's output; set by the coordinator, capturing itself weakly.
    public var onOutput: ((Output) -> Void)?
    /// Which cards `a` must ask about before taking them off (those with reviews); set by the coordinator.
    public var studyMarks = StudyMarks.none
    /// Looks up an item's meaning; set by the coordinator, capturing itself weakly. Asked only for the rows drawn.
    public var lookUpMeaning: ((LookupItem) -> String)?
    /// The meanings looked up so far.
    private var meanings: [LookupItem: String] = [:]
    /// The card the cursor was on when the cards were set aside, to return to when they are shown again.
    private var selectionSetAside: StudyCard?

    /// The cards on screen and a page either side, soonest due first, read from the deck as they are drawn.
    private var window = RowWindow(list: PagedList<StudyCard>.empty)
    /// The time the cards were read at, which the due times are relative to.
    public private(set) var readAt = Timestamp(secondsSince1970: 0)
    public private(set) var counts: StudyCounts?
    /// The order a review introduces new cards in, as the deck keeps it.
    public private(set) var newCardOrder = NewCardOrder.kept
    /// The soonest due time as text ("in 10 min"), when nothing is due now.
    public private(set) var nextDueText: String?
    public private(set) var cursor = ScrollingCursor(count: 0)
    /// Why nothing can be kept (the deck's problem), shown as a line above the rows.
    public private(set) var problem: String?
    /// One line about the last command or the last review ("Reviewed 12 cards …"), until the next command.
    public private(set) var notice: String?
    /// `a`, with its question before taking off a card with reviews.
    public private(set) var keepToggle = KeepToggle()

    public init(coordinator: Coordinator?) {
        self.coordinator = coordinator
    }

    /// Shows `cards` as read at `now`, keeping the cursor on the same card when it is still there (found by the
    /// deck by its id, not by reading the cards before it): after `!` or `-` on an item's production or writing
    /// row the cursor stays on that row, not on the item's first. Reads no card: those on screen are read when they are drawn.
    /// - Parameters:
    ///   - newOrder: the order new cards are introduced in, for the settings line.
    ///   - nextDue: when the soonest card not due yet is due, as text.
    public func show(_ cards: PagedList<StudyCard>, readAt now: Timestamp, counts newCounts: StudyCounts, newOrder: NewCardOrder,
                     nextDue: String?, problem newProblem: String?) {
        let selected = window.peekRow(at: cursor.index) ?? selectionSetAside
        selectionSetAside = nil
        window = RowWindow(list: cards)
        readAt = now
        counts = newCounts
        newCardOrder = newOrder
        nextDueText = nextDue
        problem = newProblem
        cursor.reset(count: cards.count)
        if let selected, let index = cards.position(selected) { cursor.move(to: index) }
    }

    /// Lets the cards and the meanings looked up go while the list is not on screen (its tab hidden, or
    /// covered), remembering the card under the cursor for the next ``show(_:readAt:counts:newOrder:nextDue:problem:)``.
    public func setAside() {
        _ = keepToggle.dismiss()
        guard count > 0 || !meanings.isEmpty else { return }
        selectionSetAside = window.peekRow(at: cursor.index)
        window = RowWindow(list: .empty)
        meanings = [:]
        cursor.reset(count: 0)
    }

    /// How many cards the deck holds.
    public var count: Int { window.count }

    /// The row of card `index`, display-ready, read with the cards around it when it is not held; `nil` past the
    /// end (the deck shrank since it was shown).
    public func row(at index: Int) -> Row? {
        guard let card = window.row(at: index, visible: cursor.visibleRange, margin: cursor.visibleRows) else { return nil }
        let isBuried = card.isBuried(at: readAt)
        let state = card.isSuspended ? "suspended" : isBuried ? "buried" : card.schedule.state.label
        return Row(card: card, label: card.item.label, state: state, due: DueText.relative(card.schedule.due, now: readAt),
                   isDue: card.schedule.due <= readAt && !card.isSetAside(at: readAt), context: card.context, isLeech: card.isLeech,
                   isSuspended: card.isSuspended, isBuried: isBuried)
    }

    /// Shows one line until the next command.
    public func showNotice(_ line: String) {
        notice = line
    }

    /// The meaning of `row`'s item, looked up once.
    public func meaning(of row: Row) -> String {
        if let known = meanings[row.item] { return known }
        let meaning = lookUpMeaning?(row.item) ?? ""
        meanings[row.item] = meaning
        return meaning
    }

    public var selectedRow: Row? {
        row(at: cursor.index)
    }

    /// The header's right-hand text: "20 new · 1 learning · 3 review · 79 cards (+59 new over today's limit)  4/79".
    public var statusText: String {
        let position = "\(count == 0 ? 0 : cursor.index + 1)/\(count)"
        return [counts?.text ?? "", position].filter { !$0.isEmpty }.joined(separator: "  ")
    }

    /// The settings a review follows, as Anki's deck options would show them: "Each day: 20 new cards, every review
    /// due · new cards in the order kept". `+`/`_`, `>`/`<` and `o` change them; `nil` before the deck was read.
    public var settingsLine: String? {
        guard let allowance = counts?.allowance else { return nil }
        let reviews = allowance.reviewsPerDay.map { "at most \($0) review\($0 == 1 ? "" : "s")" } ?? "every review due"
        let order = switch newCardOrder {
        case .kept: "in the order kept"
        case .frequency: "most common first"
        }
        return "Each day: \(allowance.newPerDay) new card\(allowance.newPerDay == 1 ? "" : "s"), \(reviews) · new cards \(order)"
    }

    /// The line above the rows: the question of `a`, the deck's problem, the last notice, or what `R` would do.
    public var headline: String {
        if let question = keepToggle.question { return question.text }
        if let problem { return problem }
        if let notice { return notice }
        guard let counts, counts.total > 0 else { return "Nothing kept yet: a on any kanji or word keeps it here." }
        if counts.dueNow > 0 { return "R reviews the \(counts.dueNow) due now. Enter opens, a takes off the list." }
        if counts.heldBackNew + counts.heldBackReview > 0 {
            return "Today's limits are reached; the rest is due tomorrow." + (counts.heldBackNew > 0 ? " + introduces more new cards per day." : "")
        }
        return "Nothing due now" + (nextDueText.map { "; the next card is due \($0)" } ?? "") + ". Enter opens, a takes off the list."
    }

    /// Back on the question answers no.
    public func handleBack() -> Bool {
        keepToggle.dismiss()
    }

    /// The rows the terminal has, set before each frame.
    public func setVisibleRows(_ count: Int) {
        cursor.setVisibleRows(count)
    }

    public func handle(_ command: CursorCommand) {
        notice = nil
        if keepToggle.dismiss() { return }
        if let chosen = cursor.apply(command), let row = row(at: chosen) { onOutput?(.open(row.item)) }
    }

    public func handle(_ command: Command) {
        notice = nil
        if command != .confirmRemoval, keepToggle.dismiss() { return }
        switch command {
        case .review:
            guard let counts, counts.dueNow > 0 else {
                notice = counts.flatMap { counts in
                    counts.heldBackText.map { "Nothing more today: \($0)" + (counts.heldBackNew > 0 ? "; + introduces more new cards per day" : "") }
                }
                    ?? "Nothing to review now" + (nextDueText.map { "; the next card is due \($0)" } ?? "")
                return
            }
            onOutput?(.review)
        case .toggleKept:
            guard let row = selectedRow, let now = keepToggle.toggle(row.item, marks: studyMarks) else { return }
            onOutput?(.toggleKept(now))
        case .confirmRemoval:
            if let item = keepToggle.confirm(marks: studyMarks) { onOutput?(.toggleKept(item)) }
        case .dismiss:
            break
        case .changeNewCardsPerDay(let step):
            onOutput?(.changeNewCardsPerDay(step))
        case .switchNewCardOrder:
            onOutput?(.changeNewCardOrder(newCardOrder.other))
        case .changeReviewsPerDay(let step):
            onOutput?(.changeReviewsPerDay(step))
        case .undo:
            onOutput?(.undoRequested)
        case .toggleSuspended:
            guard let row = selectedRow else { return }
            onOutput?(.setSuspended(row.card, !row.isSuspended))
        case .toggleBuried:
            guard let row = selectedRow else { return }
            onOutput?(.setBuried(row.card, !row.isBuried))
        }
    }
}

extension StudyListViewModel {
    /// What `y` copies: the row's kanji or word.
    public var currentItemText: String? { selectedRow?.item.text }
}
