import Coordination
import Segmentation

/// The Read library's sentences with exactly one unknown word (i+1), best first, as `kanji-tui sentences --i1` lists
/// them (`s` on the Read tab): each the sentence with its unknown word marked, the word's reading and meaning, and
/// its text's title. Enter opens the sentence in its text; `a` keeps the word with that sentence as its card's
/// context, and `u` right after takes the keep back.
///
/// While texts are still being indexed (a library never indexed: a novel is a second each) the screen says how far
/// the count is, one text per frame (``tick()``), so its first frame is drawn at once.
///
/// Input: the sentences (``show(_:)``), or the count's progress. Output: ``Output``.
public final class OneUnknownViewModel: ListScreen {
    /// What the person asked for.
    public enum Output {
        /// Enter (or a second click) on a sentence: read it in its text.
        case open(OneUnknownSentence)
        /// `a` on a sentence: keep its word with it.
        case keep(OneUnknownSentence)
        /// `u`: take back the keep just made here.
        case undo
        /// A frame passed while texts are left to index: index the next one.
        case indexNext
    }

    /// The screen's own commands.
    public enum Command: Sendable, Hashable {
        /// `a`: keep the word of the sentence under the cursor.
        case keep
        /// `u`: take back the keep just made here.
        case undo
    }

    // MARK: Ownership

    /// Strong: this screen keeps the coordinator that created it alive; popping the screen frees it.
    public let coordinator: Coordinator?

    // MARK: Output

    /// Hears the screen's output; set by the coordinator, capturing itself weakly.
    public var onOutput: ((Output) -> Void)?
    /// A word's first sense's glosses; set by the coordinator, which reads the dictionary.
    public var lookUpMeaning: ((TextWord) -> String)?

    // MARK: State

    /// The sentences, best first; empty while the texts are counted.
    public private(set) var sentences: [OneUnknownSentence] = []
    /// How many texts the sentences come from (those indexed), once they are shown: what an empty list says.
    public private(set) var textCount = 0
    /// How many texts are indexed of how many, while some are left; nil once the sentences are shown.
    public private(set) var progress: (indexed: Int, of: Int)?
    public private(set) var cursor = ScrollingCursor(count: 0)
    /// The words kept from this list, by entry number.
    public private(set) var keptHere: Set<Int> = []
    /// One line until the next command (a keep's confirmation, a text that could not be read).
    public private(set) var notice: String?
    /// The meanings of the words shown so far, by entry: read for the rows drawn, not for the whole list.
    private var meanings: [Int: String] = [:]

    /// - Parameter texts: how many texts are to be indexed before the sentences can be listed.
    public init(texts: Int, coordinator: Coordinator?) {
        self.coordinator = coordinator
        progress = (0, texts)
    }

    /// The breadcrumb's step.
    public var title: String { "Sentences at i+1" }

    /// The sentence under the cursor, if there is any.
    public var selected: OneUnknownSentence? {
        sentences.indices.contains(cursor.index) ? sentences[cursor.index] : nil
    }

    /// The meaning of `word` for its row, looked up once.
    public func meaning(of word: TextWord) -> String {
        if let known = meanings[word.entryNumber] { return known }
        let meaning = lookUpMeaning?(word) ?? ""
        meanings[word.entryNumber] = meaning
        return meaning
    }

    /// Whether the word of `sentence` was kept from this list (it is then no longer unknown).
    public func isKept(_ sentence: OneUnknownSentence) -> Bool {
        keptHere.contains(sentence.word.entryNumber)
    }

    /// "3/120", the count's progress, or the notice.
    public var statusText: String {
        if let notice { return notice }
        if let progress { return "indexing \(progress.indexed)/\(progress.of)" }
        return "\(sentences.isEmpty ? 0 : cursor.index + 1)/\(sentences.count)"
    }

    // MARK: The count

    /// Another text is indexed.
    public func didIndex(_ indexed: Int, of count: Int) {
        progress = (indexed, count)
    }

    /// The count is done: the sentences of `texts` texts, best first.
    public func show(_ sentences: [OneUnknownSentence], texts: Int) {
        self.sentences = sentences
        textCount = texts
        progress = nil
        cursor.reset(count: sentences.count)
    }

    /// A frame on screen while texts are left to index: the next is indexed before the next frame.
    public var tickInterval: Duration? { progress == nil ? nil : .milliseconds(1) }

    public func tick() {
        if progress != nil { onOutput?(.indexNext) }
    }

    // MARK: Keys

    public func setVisibleRows(_ rows: Int) {
        cursor.setVisibleRows(rows)
    }

    public func handle(_ command: CursorCommand) {
        notice = nil
        if let chosen = cursor.apply(command), sentences.indices.contains(chosen) { onOutput?(.open(sentences[chosen])) }
    }

    public func handle(_ command: Command) {
        notice = nil
        switch command {
        case .keep:
            if let selected { onOutput?(.keep(selected)) }
        case .undo:
            onOutput?(.undo)
        }
    }

    /// The coordinator kept the word of `sentence`: every row of that word is marked kept, and `line` says so.
    public func didKeep(_ sentence: OneUnknownSentence, saying line: String) {
        keptHere.insert(sentence.word.entryNumber)
        notice = line
    }

    /// The coordinator took a keep back: the words kept here that `isKept` no longer keeps lose their mark.
    public func didUndo(saying line: String, isKept: (TextWord) -> Bool) {
        keptHere = keptHere.filter { number in sentences.first { $0.word.entryNumber == number }.map { isKept($0.word) } ?? false }
        notice = line
    }

    /// Shows one line in the header until the next command.
    public func showNotice(_ line: String) {
        notice = line
    }

    /// What `y` copies: the sentence under the cursor.
    public var currentItemText: String? { selected?.context.sentence }
}
