import Coordination
import KanjiKit
import Segmentation

/// The reader: a text wrapped to the terminal, a cursor on one of its words, and a pane about that word.
///
/// Input: the text (``ReadingText``), the shared segmenter and where the reading was; the terminal's size as a
/// command (``Command/resize(columns:rows:)``), before each frame. Output: ``Output`` (open the word, keep it, the
/// reading position when the screen is left). The screen composes its parts, each a file of its own: the text's
/// lines near the screen, segmented and laid out (``ReaderLines``), the rows on screen (``ReaderWindow``), the word
/// under the cursor and its moves (``ReaderCursor``), what the study list says of each word (``ReaderKnowledge``)
/// the counting of the text's words for the header's share known (``ReaderWordCount``), and the entries the learner
/// chose for words the segmenter guessed wrong (``EntryChoices``, in every text). So the first page of a
/// 10 MB file costs what a page costs, and between keys (``tick()``) the lines around the screen are laid out and
/// then the rest of the text's words counted, a slice at a time.
public final class ReaderViewModel: InteractiveScreen {
    /// What the person asked for.
    public enum Output {
        /// Enter: the word under the cursor, to open on the Read stack, headed as the text writes it (`spelling`).
        case open(DictionaryEntry, spelling: String)
        /// `a`: keep the word under the cursor, with its sentence.
        case keep(TextWord, sentence: TextSentence)
        /// `K`, `I`: mark the word under the cursor known or ignored without studying it, or take that mark off when it
        /// has it (issue 47).
        case mark(TextWord, WordKnowledge.Mark)
        /// `u`: take back the keep or mark just made here (``DeckUndo``).
        case undo
        /// `v`: the text's words not known yet, to list.
        case listUnknownWords
        /// Back, or the reader's tab hidden (another tab shown, the app quitting): the reader goes out of sight, and
        /// its position is to be remembered.
        case leave
    }

    /// The screen's own commands.
    public enum Command: Sendable, Hashable {
        /// `w`: the next word.
        case nextWord
        /// `b`: the previous word.
        case previousWord
        /// `a`: keep the word under the cursor for study, with its sentence.
        case keep
        /// `K`: mark the word under the cursor known without studying it (again: take the mark off).
        case markKnown
        /// `I`: ignore the word under the cursor — a name, a word never to learn —: it leaves every count (again: take
        /// the mark off).
        case markIgnored
        /// `u`: take back the keep or mark just made here.
        case undo
        /// `v`: list the text's words not known yet, most used first.
        case listUnknownWords
        /// `e`: show the next JMdict entry the word under the cursor may be (after the last, the first again), and
        /// make it the word's entry wherever it is written so, in this text and every other: what the pane shows,
        /// Enter opens and `a` keeps.
        case nextEntry
        /// `E`: as ``nextEntry``, backwards.
        case previousEntry
        /// `d`: the next of the learner's dictionaries that has the word under the cursor, in the pane (after the
        /// last, JMdict again).
        case nextDictionary
        /// `n`: the next word not known yet, as the header and `v` count them (``WordKnowledge/countsAsUnknown``).
        case nextUnknown
        /// `N`: the previous word not known yet.
        case previousUnknown
        /// `f`: furigana off → on every word with a kanji → on the words not known yet → off (``ReaderFurigana``).
        case cycleFurigana
        /// The room the terminal gives the text (the gutter of subtitle times included), given before a frame
        /// whenever it may have changed, never while drawing: a new width wraps the lines again.
        case resize(columns: Int, rows: Int)
    }

    public let title: String
    /// Strong: this screen keeps the coordinator that created it alive; popping the screen frees it.
    public let coordinator: Coordinator?
    /// Hears the screen's output; set by the coordinator, capturing itself weakly.
    public var onOutput: ((Output) -> Void)?
    /// How well the learner knows a word; set by the coordinator (asks the study list), capturing it weakly.
    /// Asked once per word until ``forgetKnowledge()``.
    public var lookUpKnowledge: ((TextWord) -> WordKnowledge)? {
        get { knowledge.lookUp }
        set { knowledge.lookUp = newValue }
    }

    /// Says a word or the sentence aloud beside the screen (`p`, `P`: ``speakWord()``); set by the coordinator,
    /// capturing it weakly. Returns the line to show when it cannot.
    public var speak: ((String) -> String?)?
    /// The accents of an entry's readings (`pitch.bin`), for the pane (``selectedPitch``); set by the coordinator,
    /// capturing it weakly. Unset, the pane shows none.
    public var lookUpPitch: ((DictionaryEntry) -> [ReadingPitch])?
    /// What the running Anki has of a word (``selectedAnkiLine``); set by the coordinator, capturing it weakly. Unset,
    /// the pane says nothing of Anki.
    public var askAnki: ((LookupItem) -> AnkiPresence)?
    /// Opens a word's notes in Anki's browser (`O`), returning the line to show when it cannot; set by the
    /// coordinator, capturing it weakly.
    public var openInAnki: ((LookupItem) -> String?)?
    /// What the learner's own dictionaries say of a word, given with the line's text from the word's start (a longer
    /// term there is scanned for, as Yomitan scans from the pointer), for the pane (issue 49); set by the coordinator,
    /// capturing it weakly. Unset, the pane shows JMdict alone.
    public var lookUpLearnerDictionaries: ((TextWord, Substring) -> WordInLearnerDictionaries)?
    /// The learner's dictionary the pane shows (`d` steps through those that have the word), by title; `nil` for the
    /// built-in JMdict. It stays as the cursor moves, so a learner reading with a monolingual dictionary keeps it;
    /// a word it lacks is shown from JMdict.
    public internal(set) var paneDictionary: String?
    /// The learner's dictionaries' answer for the last place asked (the word there, as chosen), kept while the cursor
    /// stays: the pane is drawn every frame.
    var learnerAnswer: (position: WordPosition, word: String, answer: WordInLearnerDictionaries)?

    public var text: ReadingText { lines.text }
    /// Strong: the app's one segmenter, a service that refers to no screen; asked here for the entry of the word
    /// under the cursor, and by ``lines`` for words.
    private let segmenter: WordSegmenter
    /// Strong, and only here: the lines near the screen, a cache the other parts are handed for each move.
    private let lines: ReaderLines
    private var window: ReaderWindow
    private var selection: ReaderCursor
    private var knowledge = ReaderKnowledge()
    private var wordCount = ReaderWordCount()
    /// The entries chosen with `e`/`E`, in every text (the library's when the text opened, and those chosen since);
    /// read by the coordinator when the reader is left, for the library to keep.
    public private(set) var entryChoices: EntryChoices

    /// Whether the terminal has given the text its room yet: the first size fills the screen (a short text reopened
    /// on its last line is shown whole, not from that line).
    private var isSized = false

    /// Which words of the visible lines have their reading shown above them; off until `f`.
    public private(set) var furigana = ReaderFurigana.off

    /// One line until the next command (a keep's confirmation).
    public private(set) var notice: String?

    /// Where a followed text stands ("following subs.txt", "the pipe closed: 12 lines kept"), at the header's start
    /// for as long as the text is followed; `nil` for a text that is not (``append(lines:)``).
    public var followStatus: String?

    /// Lines that came to a followed text while the cursor was away from its newest line, until it is back there.
    private var linesBelow = 0

    /// The columns of the subtitle times' gutter.
    public static let timestampColumns = 9

    /// - Parameters:
    ///   - position: where the reading was, a byte offset of the text: the cursor goes to the word there (a position
    ///     stored before positions were words, a line's start, puts it on the line's first word).
    ///   - entryChoices: the entries chosen for words in any text read before (the library keeps them).
    public init(title: String, text: ReadingText, segmenter: WordSegmenter, position: Int, entryChoices: EntryChoices = EntryChoices(),
                coordinator: Coordinator?) {
        self.title = title
        self.entryChoices = entryChoices
        self.segmenter = segmenter
        self.coordinator = coordinator
        lines = ReaderLines(text: text, segmenter: segmenter)
        window = ReaderWindow(top: RowPosition(block: 0, row: 0))
        selection = ReaderCursor(atByte: position, of: lines, window: &window)
        place = Self.place(of: selection.word, top: window.top, in: lines)
    }

    /// The columns the subtitle times take at the left: none for a text without them (plain text, a page, a book,
    /// which an e-reader shows from the left edge).
    public var gutter: Int {
        switch text.format {
        case .subRip, .substationAlpha: Self.timestampColumns
        case .plain, .html, .xhtml, .epub: 0
        }
    }

    // MARK: What is shown

    /// The first row on screen.
    public var top: RowPosition { window.top }

    /// The word under the cursor: its line and its index among the line's words.
    public var cursor: WordPosition? { selection.word }

    /// The rows on screen, top first.
    public var visibleLines: [Row] {
        window.positions(in: lines).map { position in
            Row(position, of: lines.layout(position.block), timestamp: text.blocks[position.block].timestamp, cursor: cursor,
                knowledge: { word in
                    let shown = chosen(word)
                    return shown.isVocabulary ? knowledge.of(shown) : nil
                }, furigana: rubyWord)
        }
    }

    /// The word under the cursor, with the entry chosen for it (``entryChoices``).
    public var selectedWord: TextWord? {
        foundWord.map(chosen)
    }

    /// Every JMdict entry the word under the cursor may be, best first (the segmenter's guess first): what `e`/`E`
    /// cycle through (``WordSegmenter/everyCandidate(of:)``). Empty where there is no word.
    public var selectedCandidates: [WordCandidate] {
        foundWord.map { segmenter.everyCandidate(of: $0) } ?? []
    }

    /// Which of ``selectedCandidates`` the word under the cursor is now, from 0 (the pane's "entry 2 of 4").
    public var selectedCandidateIndex: Int? {
        guard let word = selectedWord else { return nil }
        return selectedCandidates.firstIndex { $0.entryNumber == word.entryNumber }
    }

    /// The entry of the word under the cursor, for the pane; nil on a name, which is no JMdict entry.
    public var selectedEntry: DictionaryEntry? {
        selectedWord.flatMap { $0.isName ? nil : segmenter.entry($0.entryNumber) }
    }

    /// The name under the cursor (``TextWord/name``), for the pane: its reading, kinds and gloss.
    public var selectedName: NameEntry? {
        selectedWord?.name
    }

    /// How well the learner knows the word under the cursor; nil on a name, which the study list never keeps.
    public var selectedKnowledge: WordKnowledge? {
        selectedWord.flatMap { $0.isName ? nil : knowledge.of($0) }
    }

    /// "12% · known 80% of words, 64% of distinct (so far)": where the reading is, and the shares of the text's
    /// words known (of those counted so far while the counting runs).
    public var statusText: String {
        if let notice { return notice }
        let following = followStatus.map { $0 + (linesBelow > 0 ? " · \(linesBelow) new below (G)" : "") + " · " } ?? ""
        let shares = wordCount.shares(shown: chosen) { knowledge.of($0) }
        let counting = isCounted ? "" : " so far"
        return following + "\(place)% · known \(Self.percent(shares.tokens)) of words, \(Self.percent(shares.words)) distinct\(counting)"
    }

    /// Where the reading is, to remember: the byte offset of the word under the cursor (of the top line where
    /// there is none), so the text opens again on that word.
    public var position: Int { cursor.map(lines.byteOffset(of:)) ?? text.byteOffset(ofBlock: top.block) }

    /// The header's percentage: how far into the text the word under the cursor is, 100 on its last word; found
    /// after each move (``place(of:top:in:)``), so a frame only reads it.
    public private(set) var place: Int

    /// The sentence holding the word under the cursor, with the word marked, for keeping it.
    public var selectedSentence: TextSentence? {
        guard let cursor, let word = selectedWord else { return nil }
        return TextSentence(in: text, block: cursor.block, word: word)
    }

    /// Forgets what the study list said of each word: a word kept or reviewed elsewhere shows its new colour.
    public func forgetKnowledge() {
        knowledge.forgetAll()
        wordCount.knowledgeChanged()
    }

    /// The text's words, all counted: the lines not counted yet between keys are counted now
    /// (``ReaderWordCount/finish(_:)``), no other is segmented again — what the list of the words not known yet (`v`)
    /// is made from, with ``entryChoices``. What the study list said of each word is asked again, as the list asks it
    /// now: the reader's colours and header agree with the list.
    func finishCounting() -> WordTally {
        wordCount.finish(lines)
        forgetKnowledge()
        return wordCount.tally
    }

    /// Lines that came to a followed text (`read --follow`), at its end. The cursor goes to the newest line's first
    /// word when it was on the line before them (or on no word), so a learner who stays with the text sees each
    /// line as it comes; a learner who moved away stays where they are, and the header counts what came below.
    public func append(lines newLines: [String]) {
        guard !newLines.isEmpty else { return }
        let wasEmpty = text.byteCount == 0
        let wasOnNewest = wasEmpty || cursor.map { $0.block >= lines.count - 1 } ?? true
        lines.append(lines: newLines)
        if wasOnNewest {
            selection.moveToNewestLine(in: lines, window: &window)
            linesBelow = 0
        } else {
            linesBelow += newLines.count
        }
        place = Self.place(of: cursor, top: top, in: lines)
    }

    // MARK: Commands

    public func handle(_ command: CursorCommand) {
        notice = nil
        switch command {
        case .down: selection.moveLine(by: 1, in: lines, window: &window)
        case .up: selection.moveLine(by: -1, in: lines, window: &window)
        case .pageDown: selection.page(by: window.rows, in: lines, window: &window)
        case .pageUp: selection.page(by: -window.rows, in: lines, window: &window)
        case .halfPageDown: selection.page(by: window.rows / 2, in: lines, window: &window)
        case .halfPageUp: selection.page(by: -window.rows / 2, in: lines, window: &window)
        case .home: selection.moveToStart(in: lines, window: &window)
        case .end: selection.moveToEnd(in: lines, window: &window)
        case .select:
            if let entry = selectedEntry, let word = selectedWord {
                onOutput?(.open(entry, spelling: word.headword))
            } else if let name = selectedName {
                notice = "\(name.written) is a name (JMnedict): it has no word page to open"
            }
        case .click: break
        case .scroll(let rows): selection.page(by: rows, in: lines, window: &window)
        }
        place = Self.place(of: cursor, top: top, in: lines)
        lines.trim(around: top.block)
        noteReachingNewestLine()
    }

    public func handle(_ command: Command) {
        switch command {
        case .resize(let columns, let rows):
            // The terminal's, not the person's: a notice stays until their next command.
            return resize(columns: columns, rows: rows)
        case .nextWord:
            notice = nil
            selection.moveWord(forward: true, in: lines, window: &window)
        case .previousWord:
            notice = nil
            selection.moveWord(forward: false, in: lines, window: &window)
        case .keep:
            notice = nil
            guard let word = selectedWord, let sentence = selectedSentence else { return }
            // A name is no vocabulary: nothing is written, and the header says why.
            if let name = word.name {
                notice = "\(name.written) is a name: names are not kept for study"
                return
            }
            onOutput?(.keep(word, sentence: sentence))
            knowledge.forget(word)
            wordCount.knowledgeChanged()
        case .markKnown, .markIgnored:
            notice = nil
            guard let word = selectedWord else { return }
            if let name = word.name, command == .markKnown {
                notice = "\(name.written) is a name: names are not counted, so there is nothing to mark known (I ignores it)"
                return
            }
            onOutput?(.mark(word, command == .markKnown ? .known : .ignored))
            knowledge.forget(word)
            wordCount.knowledgeChanged()
        case .undo:
            notice = nil
            onOutput?(.undo)
        case .listUnknownWords:
            notice = nil
            onOutput?(.listUnknownWords)
        case .nextEntry:
            notice = nil
            cycleEntry(by: 1)
        case .previousEntry:
            notice = nil
            cycleEntry(by: -1)
        case .nextDictionary:
            notice = nil
            stepPaneDictionary()
        case .cycleFurigana:
            furigana = furigana.next
            notice = furigana.notice
        case .nextUnknown, .previousUnknown:
            let forward = command == .nextUnknown
            // Grammar, names and ignored words are nothing to learn: n and N pass over them, as the unknown-word list
            // leaves them out.
            let found = selection.moveToWord(forward: forward, in: lines, window: &window) { word in
                let shown = chosen(word)
                return shown.isVocabulary && knowledge.of(shown).countsAsUnknown
            }
            notice = found ? nil : "No word you do not know \(forward ? "after" : "before") this one within \(ReaderCursor.wordSearchLines) lines"
        }
        place = Self.place(of: cursor, top: top, in: lines)
        lines.trim(around: top.block)
        noteReachingNewestLine()
    }

    /// The lines counted below are seen once the cursor is on the newest line.
    private func noteReachingNewestLine() {
        if linesBelow > 0, let cursor, cursor.block >= lines.count - 1 { linesBelow = 0 }
    }

    /// Back leaves the reader; it says so first, so the position is remembered.
    public func handleBack() -> Bool {
        onOutput?(.leave)
        return false
    }

    /// The reader's tab is hidden: as with Back, it says so, so the position is remembered (the tab's coordinator
    /// tells every reader on its stack, knowing no reader's coordinator).
    public func tabDidHide() {
        onOutput?(.leave)
    }

    /// Shows one line in the header until the next command.
    public func showNotice(_ line: String) {
        notice = line
    }

    /// What `y` copies: the word under the cursor as written.
    public var currentItemText: String? { selectedWord?.headword }

    // MARK: Work between keys

    /// While lines around the screen are to be laid out, or the text's words still counted, the app calls
    /// ``tick()`` when no key comes for this long.
    public var tickInterval: Duration? { isCounted && isPreparedAroundScreen ? nil : .milliseconds(1) }

    /// Work of about ``countingSlice``, so a key waits at most that long: first the lines around the screen are
    /// laid out (see ``prepareAroundScreen(until:)``), then the next lines' words are counted.
    public func tick() {
        let deadline = ContinuousClock.now + Self.countingSlice
        guard prepareAroundScreen(until: deadline) else { return }
        wordCount.count(lines, until: deadline)
    }

    /// How long one ``tick()`` works.
    static let countingSlice: Duration = .milliseconds(8)

    /// Whether every line's words are counted.
    public var isCounted: Bool { wordCount.isDone(with: lines) }

    /// Whether the lines around the screen are laid out for where the screen now is.
    public var isPreparedAroundScreen: Bool { lines.isPrepared(around: top.block) }

    /// Lays out the lines around the screen that are not yet, until `deadline` (``ReaderLines/prepare(around:rows:until:)``):
    /// between keys the app's ticks do this first.
    /// - Returns: whether every one of those lines is ready.
    @discardableResult
    public func prepareAroundScreen(until deadline: ContinuousClock.Instant) -> Bool {
        lines.prepare(around: top.block, rows: window.rows, until: deadline)
    }

    // MARK: Private

    /// The word under the cursor as the segmenter found it, before any choice: what choices are keyed by.
    private var foundWord: TextWord? {
        guard let cursor else { return nil }
        let words = lines.words(inBlock: cursor.block)
        return cursor.word < words.count ? words[cursor.word] : nil
    }

    /// The word whose reading goes over `word` (as chosen, ``chosen(_:)``), or `nil` for a word left bare; `nil`
    /// with furigana off.
    private var rubyWord: ((TextWord) -> TextWord?)? {
        guard furigana != .off else { return nil }
        return { [self] word in
            let shown = chosen(word)
            return furigana.shows(knowledge.of(shown)) ? shown : nil
        }
    }

    /// `word` as the learner chose it, or as found where no entry was chosen for it.
    private func chosen(_ word: TextWord) -> TextWord {
        segmenter.chosen(word, by: entryChoices)
    }

    /// Makes the entry `step` places after the shown one (wrapping around) the word's entry wherever it is written so;
    /// a word that can be no other entry says so.
    private func cycleEntry(by step: Int) {
        guard let word = foundWord else { return }
        let candidates = segmenter.everyCandidate(of: word)
        guard candidates.count > 1 else {
            notice = "\(word.surface): no other entry matches"
            return
        }
        let shownNumber = chosen(word).entryNumber
        let shown = candidates.firstIndex { $0.entryNumber == shownNumber } ?? 0
        let next = ((shown + step) % candidates.count + candidates.count) % candidates.count
        entryChoices.choose(candidates[next], for: word)
        wordCount.knowledgeChanged() // the header's shares count the chosen entry's knowledge
    }

    /// The room the terminal gives the text: a new width wraps every line again, from the top line's first row;
    /// a new size fills the screen where the text's end left rows empty (a short text is shown whole).
    private func resize(columns: Int, rows: Int) {
        let before = window.rows
        let wrapped = lines.wrap(at: max(columns - gutter, 4))
        if wrapped {
            window.move(to: RowPosition(block: top.block, row: 0))
        }
        window.show(rows: rows)
        selection.keepVisible(in: lines, window: &window)
        if wrapped || window.rows != before || !isSized { window.fill(in: lines) }
        isSized = true
    }

    /// The percentage of the text before `word` (its first byte's place among the text's bytes, rounded down), 100
    /// on the text's last word or in an empty text; without a word, the top line's.
    private static func place(of word: WordPosition?, top: RowPosition, in lines: ReaderLines) -> Int {
        let bytes = lines.text.byteCount
        guard bytes > 0 else { return 100 }
        if let word, lines.isLastWord(word, within: ReaderCursor.wordSearchLines) { return 100 }
        let offset = word.map(lines.byteOffset(of:)) ?? lines.text.byteOffset(ofBlock: top.block)
        return Int((Double(offset) * 100 / Double(bytes)).rounded(.down))
    }

    private static func percent(_ share: Double) -> String { "\(Int((share * 100).rounded()))%" }
}
