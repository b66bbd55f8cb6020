import Coordination
import Segmentation

/// A text's words not known yet, most frequent first (`v` in the reader), as `analyze --unknown` prints them: how
/// often the text uses each, the word, its reading and meaning, a ✓ on those kept. Enter opens a word's detail; `a`
/// keeps it with the sentence of its first use, `K` marks it known and `I` ignores it, and `u` right after takes the
/// keep or mark back, as in the reader.
///
/// Input: the text's unknown words (``TextVocabulary``). Output: ``Output``.
public final class UnknownWordsViewModel: InteractiveScreen {
    /// What the person asked for.
    public enum Output {
        /// Enter (or a second click) on a word.
        case open(TextVocabulary.Word)
        /// `a` on a word: keep it for study with the sentence of its first use.
        case keep(TextVocabulary.Word)
        /// `K`, `I` on a word: mark it known or ignored without studying it, or take that mark off (issue 47).
        case mark(TextVocabulary.Word, WordKnowledge.Mark)
        /// `u`: take back the keep or mark just made here (``DeckUndo``).
        case undo
    }

    /// The screen's own commands.
    public enum Command: Sendable, Hashable {
        /// `a`: keep the word under the cursor.
        case keep
        /// `K`: mark the word under the cursor known (again: unmark).
        case markKnown
        /// `I`: ignore the word under the cursor (again: unignore).
        case markIgnored
        /// `u`: take back the keep or mark just made here.
        case undo
    }

    // MARK: Input

    public let vocabulary: TextVocabulary

    // MARK: Ownership

    /// Strong: this screen keeps the coordinator that created it alive; popping the screen frees it.
    public let coordinator: Coordinator?

    // MARK: Output

    /// Hears the screen's output; set by the coordinator, capturing itself weakly.
    public var onOutput: ((Output) -> Void)?
    /// A word's first sense's glosses ("cat (esp. the domestic cat, Felis catus)"); set by the coordinator, which
    /// reads the dictionary.
    public var lookUpMeaning: ((TextVocabulary.Word) -> String)?

    // MARK: State

    public private(set) var cursor: ScrollingCursor
    /// The words kept from this list (by entry number), besides those kept before it opened.
    public private(set) var keptHere: Set<Int> = []
    /// The marks given or taken off on this list (by entry number; nil: taken off), over what the words had when it
    /// opened: the row says "known" or "ignored" at once, and stays in its place.
    public private(set) var markedHere: [Int: WordKnowledge.Mark?] = [:]
    /// One line until the next command (a keep's confirmation).
    public private(set) var notice: String?
    /// The meanings of the words shown so far, by entry: read for the rows drawn, not for the whole list.
    private var meanings: [Int: String] = [:]

    public init(vocabulary: TextVocabulary, coordinator: Coordinator?) {
        self.vocabulary = vocabulary
        self.coordinator = coordinator
        cursor = ScrollingCursor(count: vocabulary.words.count)
    }

    /// The breadcrumb's step.
    public var title: String { "Unknown words" }

    public var words: [TextVocabulary.Word] { vocabulary.words }

    /// The word under the cursor, if there is any.
    public var selectedWord: TextVocabulary.Word? {
        words.indices.contains(cursor.index) ? words[cursor.index] : nil
    }

    /// The meaning of `word` for its row, looked up once.
    public func meaning(of word: TextVocabulary.Word) -> String {
        if let known = meanings[word.firstUse.entryNumber] { return known }
        let meaning = lookUpMeaning?(word) ?? ""
        meanings[word.firstUse.entryNumber] = meaning
        return meaning
    }

    /// Whether `word` is on the study list (kept before the list opened, or from it).
    public func isKept(_ word: TextVocabulary.Word) -> Bool {
        word.knowledge != .unknown || keptHere.contains(word.firstUse.entryNumber)
    }

    /// The mark `word` has: given on this list, else what it had when the list opened.
    public func mark(of word: TextVocabulary.Word) -> WordKnowledge.Mark? {
        if let marked = markedHere[word.firstUse.entryNumber] { return marked }
        return switch word.knowledge {
        case .markedKnown: .known
        case .ignored: .ignored
        case .mature, .review, .learning, .relearning, .new, .unknown: nil
        }
    }

    /// "3/120", or the notice.
    public var statusText: String {
        notice ?? "\(words.isEmpty ? 0 : cursor.index + 1)/\(words.count)"
    }

    /// The rows the terminal has for the list, given before each frame.
    public func setVisibleRows(_ rows: Int) {
        cursor.setVisibleRows(rows)
    }

    public func handle(_ command: CursorCommand) {
        notice = nil
        if let chosen = cursor.apply(command) { onOutput?(.open(words[chosen])) }
    }

    public func handle(_ command: Command) {
        notice = nil
        switch command {
        case .keep:
            if let word = selectedWord { onOutput?(.keep(word)) }
        case .markKnown:
            if let word = selectedWord { onOutput?(.mark(word, .known)) }
        case .markIgnored:
            if let word = selectedWord { onOutput?(.mark(word, .ignored)) }
        case .undo:
            onOutput?(.undo)
        }
    }

    /// The coordinator kept `word`: its row gains its ✓, and `line` says so in the header.
    public func didKeep(_ word: TextVocabulary.Word, saying line: String) {
        keptHere.insert(word.firstUse.entryNumber)
        notice = line
    }

    /// The coordinator marked `word` `mark` (nil: took its mark off), and `line` says so in the header.
    public func didMark(_ word: TextVocabulary.Word, _ mark: WordKnowledge.Mark?, saying line: String) {
        markedHere[word.firstUse.entryNumber] = .some(mark)
        notice = line
    }

    /// The coordinator took a keep back: the words kept here that `isKept` no longer keeps lose their ✓, and `line`
    /// says what was taken back.
    /// The marks given here are read again through `markOf` (a mark taken back).
    public func didUndo(saying line: String, isKept: (TextVocabulary.Word) -> Bool, markOf: (TextVocabulary.Word) -> WordKnowledge.Mark?) {
        keptHere = keptHere.filter { number in words.first { $0.firstUse.entryNumber == number }.map(isKept) ?? false }
        for number in markedHere.keys {
            if let word = words.first(where: { $0.firstUse.entryNumber == number }) { markedHere[number] = .some(markOf(word)) }
        }
        notice = line
    }

    /// Shows one line in the header until the next command (a keep that failed).
    public func showNotice(_ line: String) {
        notice = line
    }

    /// What `y` copies: the word under the cursor, as the study list keeps it.
    public var currentItemText: String? { selectedWord?.firstUse.headword }
}
