import Coordination
import KanjiKit

/// One kanji's detail: its facts, then the words that use it, with a cursor over the words.
///
/// Input: the kanji and its words. Output: ``Output`` ("word chosen"). All text is display-ready
/// (`KanjiLabels`), so renderers only lay it out.
@MainActor
public final class KanjiDetailViewModel: InteractiveScreen {
    /// What the person asked for.
    public enum Output: Sendable {
        /// Enter (or a second click) on a word.
        case wordChosen(Word)
        /// `r`: the radical picker, to find another kanji by its parts.
        case radicalPickerRequested
    }

    /// The detail's own commands, beside movement through the words.
    public enum Command: Sendable, Hashable {
        /// `r`: ask for the radical picker.
        case radicals
    }

    // MARK: Input

    public let kanji: Kanji
    public let words: [Word]
    /// Shown instead of the words when they could not be read (a broken word file names its line here).
    public let wordsNotice: String?

    // MARK: Ownership

    /// Strong: this screen keeps the coordinator that created it alive; popping the screen frees it.
    public let coordinator: Coordinator?

    // MARK: Output

    /// Hears the screen's output; set by the coordinator, capturing itself weakly.
    public var onOutput: ((Output) -> Void)?

    // MARK: State

    public private(set) var wordCursor: ScrollingCursor

    public init(kanji: Kanji, words: [Word], wordsNotice: String? = nil, coordinator: Coordinator?) {
        self.kanji = kanji
        self.words = words
        self.wordsNotice = wordsNotice
        self.coordinator = coordinator
        self.wordCursor = ScrollingCursor(count: words.count)
    }

    /// The breadcrumb title: the kanji itself.
    public var title: String { kanji.character }

    /// The first meanings, for the header line next to the large kanji.
    public var headline: String { kanji.meanings.joined(separator: "; ") }

    /// Every labelled fact except the meanings, which the headline shows.
    public var facts: [KanjiFact] {
        KanjiLabels.facts(for: kanji).filter { $0.label != "Meanings" }
    }

    /// The word under the cursor, or nil when the kanji has no words.
    public var selectedWord: Word? {
        words.isEmpty ? nil : words[wordCursor.index]
    }

    /// "Words 3/223".
    public var wordsPositionText: String {
        "Words \(words.isEmpty ? 0 : wordCursor.index + 1)/\(words.count)"
    }

    /// The gloss shown for a word in the list.
    public func gloss(of word: Word) -> String {
        KanjiLabels.gloss(of: word)
    }

    /// The rows the terminal has left for words, set before each frame.
    public func setVisibleWordRows(_ rows: Int) {
        wordCursor.setVisibleRows(rows)
    }

    public func handle(_ command: CursorCommand) {
        if let chosen = wordCursor.apply(command) { onOutput?(.wordChosen(words[chosen])) }
    }

    public func handle(_ command: Command) {
        switch command {
        case .radicals: onOutput?(.radicalPickerRequested)
        }
    }
}
