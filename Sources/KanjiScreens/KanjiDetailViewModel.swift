import Coordination
import KanjiKit

/// One kanji's detail: its facts, then the words that use it, with a cursor over the words.
///
/// Input: the kanji and its words. Output: "word chosen". All text is display-ready (`KanjiLabels`),
/// so renderers only lay it out.
public final class KanjiDetailViewModel: InteractiveScreen {
    // MARK: Input

    public let kanji: Kanji
    public let words: [Word]
    /// Shown instead of the words when they could not be read (a broken word file names its line here).
    public let wordsNotice: String?

    // MARK: Ownership

    /// Strong: this screen keeps the coordinator that created it alive; popping the screen frees it.
    public let coordinator: Coordinator?

    // MARK: Output

    /// Called with the word the person opened; set by the coordinator, capturing itself weakly.
    public var onWordChosen: ((Word) -> Void)?

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

    /// Called by the renderer with the rows it has left for words.
    public func setVisibleWordRows(_ rows: Int) {
        wordCursor.setVisibleRows(rows)
    }

    public func handle(_ command: ScreenCommand) {
        if let chosen = wordCursor.apply(command) { onWordChosen?(words[chosen]) }
    }
}
