import Coordination
import KanjiKit
import Segmentation
import StrokeDrawings

/// One kanji's detail: its facts, then the words that use it, with a cursor over the words.
///
/// Input: the kanji, its words grouped by the reading of the kanji they use, and its stroke-order drawing (or why
/// there is none). Output: ``Output`` ("word
/// chosen", "stroke order asked for"). All text is display-ready
/// (`KanjiLabels`), so renderers only lay it out.
public final class KanjiDetailViewModel: InteractiveScreen {
    /// What the person asked for.
    public enum Output {
        /// Enter (or a second click) on a word: its row, whose rank reads the whole entry.
        case wordChosen(KanjiWordRow)
        /// `o` on a kanji with a drawing: its stroke order.
        case strokeOrderRequested
        /// A page about this kanji that a key names outright (`c`: its components), as the route there, for the
        /// coordinator to follow (XCoordinator's trigger). Such a page needs nothing but the kanji to be named, so
        /// a new one costs the detail one key binding, not an output, a command and a case in its coordinator.
        case routeRequested(AppRoute)
        /// `a` (the kanji) or `A` (the word under the cursor): add it to the study list, or take it out.
        case toggleKept(LookupItem)
        /// `K`, `I`: mark the word under the cursor known or ignored without studying it, or take that mark off
        /// (issue 47).
        case markRequested(LookupItem, WordKnowledge.Mark)
        /// `u`: take back the keep, removal or mark just made on this detail (``DeckUndo``).
        case undoRequested
    }

    /// The detail's own commands, beside movement through the words.
    public enum Command: Sendable, Hashable {
        /// `o`: ask for the stroke order, or say in ``notice`` why there is none.
        case strokeOrder
        /// `a`: keep this kanji for study, or stop keeping it — after a question when it has reviews.
        case toggleKept
        /// `A`: keep the word under the cursor for study, or stop keeping it — after a question when it has reviews.
        case toggleKeptWord
        /// `y` on the question of `a` or `A`: take the card off with its reviews.
        case confirmRemoval
        /// Any other answer: keep it.
        case dismiss
        /// `K`: mark the word under the cursor known without studying it (again: unmark).
        case markWordKnown
        /// `I`: ignore the word under the cursor in every count of a text (again: unignore).
        case markWordIgnored
        /// `u`: take back the keep, removal or mark just made here: an item kept comes off again, a card taken off
        /// comes back with its reviews, a mark is as it was.
        case undo
    }

    // MARK: Input

    public let kanji: Kanji
    /// The words in the order shown, grouped by the reading of the kanji they use; shared with whoever made it,
    /// not copied, so building the screen costs the same for 1 word or 100. A group's "more" row opens it here.
    public private(set) var wordList: KanjiWordList
    /// Shown instead of the words when they could not be read (a broken word file names its line here).
    public let wordsNotice: String?
    /// The kanji's KanjiVG drawing, or why there is none: offered as the stroke-order screen and drawn
    /// large beside the facts where the terminal is wide enough.
    public let strokeOrder: StrokeLibrary.Lookup

    // MARK: Ownership

    /// Strong: this screen keeps the coordinator that created it alive; popping the screen frees it.
    public let coordinator: Coordinator?

    // MARK: Output

    /// Hears the screen's output; set by the coordinator, capturing itself weakly.
    public var onOutput: ((Output) -> Void)?
    /// Which of the kanji and its words are on the study list, for their mark; set by the coordinator.
    public var studyMarks = StudyMarks.none

    // MARK: State

    public private(set) var wordCursor: ScrollingCursor
    /// `a` and `A`, with their question before taking off a card with reviews, on the notice line they share with
    /// why `o` opened nothing.
    public private(set) var keepQuestion = KeepQuestion()
    /// One line about the last command, until the next: why `o` opened nothing, the question of `a`.
    public var notice: String? { keepQuestion.notice }
    /// `a` and `A`'s toggle, with its question while it is up.
    public var keepToggle: KeepToggle { keepQuestion.toggle }

    /// What the learner's kanji dictionaries say of the kanji (issue 49), after KANJIDIC's facts.
    public let learnerFacts: [KanjiFact]

    /// - Parameter strokeOrder: the kanji's drawing as the stroke library found it; a detail built without
    ///   one offers no stroke order.
    /// - Parameter learnerFacts: the learner's kanji dictionaries' entries and frequencies, a fact each.
    public init(kanji: Kanji, words: KanjiWordList, wordsNotice: String? = nil, strokeOrder: StrokeLibrary.Lookup = .missing,
                learnerFacts: [KanjiFact] = [], coordinator: Coordinator?) {
        self.kanji = kanji
        self.learnerFacts = learnerFacts
        self.wordList = words
        self.wordsNotice = wordsNotice
        self.strokeOrder = strokeOrder
        self.coordinator = coordinator
        self.wordCursor = ScrollingCursor(count: words.rows.count)
    }

    /// The rows in the order shown: group by group, each group in rank order and cut with a "more" row, then the
    /// row that opens every word with the kanji.
    public var rows: [KanjiWordList.Row] { wordList.rows }

    /// The word rows alone, in the order shown.
    public var words: [KanjiWordRow] { wordList.words }

    /// The word search for every word written with this kanji, most common first (`*日*`: jisho.org's wildcards).
    public var everyWordRoute: AppRoute { .wordSearch("*\(kanji.character)*") }

    /// The breadcrumb title: the kanji itself.
    public var title: String { kanji.character }

    /// The first meanings, for the header line next to the large kanji.
    public var headline: String { kanji.meanings.joined(separator: "; ") }

    /// Every labelled fact except the meanings, which the headline shows; the stroke count says whether
    /// the stroke order can be shown. The learner's kanji dictionaries' facts come last.
    public var facts: [KanjiFact] {
        KanjiLabels.facts(for: kanji).filter { $0.label != "Meanings" }.map { fact in
            fact.label == "Strokes" ? KanjiFact(label: fact.label, value: fact.value + "  (\(strokeOrderHint))") : fact
        } + learnerFacts
    }

    /// The drawing, when KanjiVG has one.
    public var drawing: StrokeDrawing? {
        if case .drawing(let drawing) = strokeOrder { drawing } else { nil }
    }

    /// Whether the stroke order can be shown: "o: stroke order", or why not.
    public var strokeOrderHint: String {
        switch strokeOrder {
        case .drawing: "o: stroke order"
        case .missing: "no stroke order in KanjiVG"
        case .unavailable: "stroke order unavailable"
        }
    }

    /// The word under the cursor, or nil when the cursor is on a "more" row or the kanji has no words.
    public var selectedWord: KanjiWordRow? {
        guard rows.indices.contains(wordCursor.index), case .word(let word) = rows[wordCursor.index] else { return nil }
        return word
    }

    /// "Words 3/14 · w: all 1282 with 日": the cursor's row, and the key that lists every word with the kanji.
    public var wordsPositionText: String {
        let position = "Words \(rows.isEmpty ? 0 : wordCursor.index + 1)/\(rows.count)"
        return rows.isEmpty ? position : position + " · w: all \(wordList.totalCount) with \(kanji.character)"
    }

    /// The reading of the kanji that the group starting at word `index` uses ("ニチ", "た.べる"; "special" for
    /// words read as a whole, 今日 きょう and 明日 あした: jukujikun); nil inside a group.
    public func groupLabel(at index: Int) -> String? {
        guard let reading = wordList.groupReading(startingAt: index) else { return nil }
        return reading ?? "special"
    }

    /// The text of a row that is not a word: "… 42 more read ひ (Enter)", "every word with 日: 1282 (w)"; empty
    /// for a word's row, which is drawn in columns.
    public func label(ofRowAt index: Int) -> String {
        guard rows.indices.contains(index) else { return "" }
        switch rows[index] {
        case .word: return ""
        case .more(let group, let count):
            let reading = wordList.reading(ofGroup: group).map { "read \($0)" } ?? "read specially"
            return "… \(count) more \(reading) (Enter)"
        case .everyWord(let count): return "every word with \(kanji.character): \(count), most common first (w)"
        }
    }

    /// The rows the terminal has left for words, set before each frame.
    public func setVisibleWordRows(_ rows: Int) {
        wordCursor.setVisibleRows(rows)
    }

    /// Asks for `route`, a page about this kanji (``Output/routeRequested(_:)``).
    public func open(_ route: AppRoute) {
        if keepQuestion.dismiss() { return }
        onOutput?(.routeRequested(route))
    }

    public func handle(_ command: CursorCommand) {
        if keepQuestion.dismiss() { return }
        keepQuestion.notice = nil
        guard let chosen = wordCursor.apply(command) else { return }
        switch rows[chosen] {
        case .word(let word): onOutput?(.wordChosen(word))
        case .more(let group, _):
            wordList = wordList.opening(group: group)
            wordCursor.setCount(rows.count)
        case .everyWord: open(everyWordRoute)
        }
    }

    public func handle(_ command: Command) {
        if command != .confirmRemoval, keepQuestion.dismiss() { return }
        switch command {
        case .strokeOrder:
            switch strokeOrder {
            case .drawing:
                keepQuestion.notice = nil
                onOutput?(.strokeOrderRequested)
            case .missing: keepQuestion.notice = "KanjiVG has no stroke order for \(kanji.character)"
            case .unavailable(let reason): keepQuestion.notice = "Stroke order unavailable: \(reason)"
            }
        case .toggleKept:
            toggleKept(.kanji(kanji.character))
        case .toggleKeptWord:
            guard let word = selectedWord else {
                keepQuestion.notice = "No word here to keep: move to a word"
                return
            }
            toggleKept(word.item)
        case .markWordKnown, .markWordIgnored:
            guard let word = selectedWord else {
                keepQuestion.notice = "No word here to mark: move to a word"
                return
            }
            keepQuestion.notice = nil
            onOutput?(.markRequested(word.item, command == .markWordKnown ? .known : .ignored))
        case .confirmRemoval:
            if let item = keepQuestion.confirm(marks: studyMarks) { onOutput?(.toggleKept(item)) }
        case .dismiss:
            break
        case .undo:
            keepQuestion.notice = nil
            onOutput?(.undoRequested)
        }
    }

    /// Back on the question answers no.
    public func handleBack() -> Bool {
        keepQuestion.dismiss()
    }

    /// `a` or `A` on `item`: asks first when that would take off a card with reviews, else toggles it at once.
    private func toggleKept(_ item: LookupItem) {
        if let now = keepQuestion.keep(item, marks: studyMarks) { onOutput?(.toggleKept(now)) }
    }

    /// Shows one line (the confirmation of `a`) until the next command.
    public func showNotice(_ line: String) {
        keepQuestion.notice = line
    }
}

extension KanjiDetailViewModel {
    /// What `y` copies: the kanji shown.
    public var currentItemText: String? { kanji.character }
}
