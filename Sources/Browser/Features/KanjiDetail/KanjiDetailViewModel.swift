import Coordination
import KanjiKit
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
    }

    /// The detail's own commands, beside movement through the words.
    public enum Command: Sendable, Hashable {
        /// `o`: ask for the stroke order, or say in ``notice`` why there is none.
        case strokeOrder
        /// `a`: keep this kanji for study, or stop keeping it.
        case toggleKept
        /// `A`: keep the word under the cursor for study, or stop keeping it.
        case toggleKeptWord
    }

    // MARK: Input

    public let kanji: Kanji
    /// The words in the order shown, grouped by the reading of the kanji they use; shared with whoever made it,
    /// not copied, so building the screen costs the same for 1 word or 100.
    public let wordList: KanjiWordList
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
    /// One line about the last command, until the next: why `o` opened nothing.
    public private(set) var notice: String?

    /// - Parameter strokeOrder: the kanji's drawing as the stroke library found it; a detail built without
    ///   one offers no stroke order.
    public init(kanji: Kanji, words: KanjiWordList, wordsNotice: String? = nil, strokeOrder: StrokeLibrary.Lookup = .missing,
                coordinator: Coordinator?) {
        self.kanji = kanji
        self.wordList = words
        self.wordsNotice = wordsNotice
        self.strokeOrder = strokeOrder
        self.coordinator = coordinator
        self.wordCursor = ScrollingCursor(count: words.rows.count)
    }

    /// The word rows in the order shown: group by group, each group in rank order.
    public var words: [KanjiWordRow] { wordList.rows }

    /// The breadcrumb title: the kanji itself.
    public var title: String { kanji.character }

    /// The first meanings, for the header line next to the large kanji.
    public var headline: String { kanji.meanings.joined(separator: "; ") }

    /// Every labelled fact except the meanings, which the headline shows; the stroke count says whether
    /// the stroke order can be shown.
    public var facts: [KanjiFact] {
        KanjiLabels.facts(for: kanji).filter { $0.label != "Meanings" }.map { fact in
            fact.label == "Strokes" ? KanjiFact(label: fact.label, value: fact.value + "  (\(strokeOrderHint))") : fact
        }
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

    /// The word under the cursor, or nil when the kanji has no words.
    public var selectedWord: KanjiWordRow? {
        words.isEmpty ? nil : words[wordCursor.index]
    }

    /// "Words 3/223", and "(the most common)" when the list stops at ``KanjiDetailCoordinator/wordLimit``.
    public var wordsPositionText: String {
        let position = "Words \(words.isEmpty ? 0 : wordCursor.index + 1)/\(words.count)"
        return words.count >= KanjiDetailCoordinator.wordLimit ? position + " (the most common; tab 2 finds every word)" : position
    }

    /// The reading of the kanji that the group starting at word `index` uses ("ニチ", "た.べる"; "special" for
    /// words read as a whole, 今日 きょう and 明日 あした: jukujikun); nil inside a group.
    public func groupLabel(at index: Int) -> String? {
        guard let reading = wordList.groupReading(startingAt: index) else { return nil }
        return reading ?? "special"
    }

    /// The rows the terminal has left for words, set before each frame.
    public func setVisibleWordRows(_ rows: Int) {
        wordCursor.setVisibleRows(rows)
    }

    /// Asks for `route`, a page about this kanji (``Output/routeRequested(_:)``).
    public func open(_ route: AppRoute) {
        onOutput?(.routeRequested(route))
    }

    public func handle(_ command: CursorCommand) {
        notice = nil
        if let chosen = wordCursor.apply(command) { onOutput?(.wordChosen(words[chosen])) }
    }

    public func handle(_ command: Command) {
        switch command {
        case .strokeOrder:
            switch strokeOrder {
            case .drawing:
                notice = nil
                onOutput?(.strokeOrderRequested)
            case .missing: notice = "KanjiVG has no stroke order for \(kanji.character)"
            case .unavailable(let reason): notice = "Stroke order unavailable: \(reason)"
            }
        case .toggleKept:
            notice = nil
            onOutput?(.toggleKept(.kanji(kanji.character)))
        case .toggleKeptWord:
            notice = nil
            guard let word = selectedWord else { return }
            onOutput?(.toggleKept(word.item))
        }
    }

    /// Shows one line (the confirmation of `a`) until the next command.
    public func showNotice(_ line: String) {
        notice = line
    }
}

extension KanjiDetailViewModel {
    /// What `y` copies: the kanji shown.
    public var currentItemText: String? { kanji.character }
}
