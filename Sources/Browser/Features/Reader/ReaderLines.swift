import Segmentation

/// The text's lines near the screen, cut into words and laid out at the reader's width: the one way the reader's
/// parts read the text, so the first page of a 10 MB file costs what a page costs.
///
/// A line is segmented (MeCab) and laid out when it is first asked for — by a frame, a move, or the work between
/// keys (``prepare(around:rows:until:)``) — and kept while it is near the screen; once more than ``keptLines`` are
/// held, those far away are let go (``trim(around:)``). Lines a hard wrap joins are segmented together, their run at
/// once (``ReadingText/run(holdingBlock:)``: a paragraph, or fewer than twice ``ReadingText/paragraphCutLines`` lines of a
/// long one), so a word the wrap cuts is one.
/// A class, because it is a cache that fills as it is read: the view model owns it alone, and the window and the
/// cursor are handed it for each move, keeping no reference.
final class ReaderLines {
    /// The text; it grows at its end when it is followed (``append(lines:)``).
    private(set) var text: ReadingText
    /// Strong: the app's one segmenter, a service that refers to no screen.
    private let segmenter: WordSegmenter
    /// Each segmented line's words, for the lines near the screen.
    private var wordsByBlock: [Int: LineWords] = [:]
    /// The layouts of lines near the screen at ``columns``.
    private var layouts: [Int: ReaderBlockLayout] = [:]
    /// The top line the lines around the screen were last laid out for; `nil` until then and after a new width.
    private var preparedAround: Int?
    /// The columns a line wraps at.
    private(set) var columns = 80

    /// Adds `lines` at the text's end (a followed text growing). The last line's run is let go of: a hard wrap may
    /// join it to the first new line, and the words of a run are segmented together.
    func append(lines newLines: [String]) {
        guard !newLines.isEmpty else { return }
        let formerRun = text.blocks.isEmpty ? 0..<0 : text.run(holdingBlock: text.blocks.count - 1)
        // The reader's own copy is the only one, so this appends in place rather than copying the text.
        text.append(lines: newLines)
        for block in formerRun {
            wordsByBlock[block] = nil
            layouts[block] = nil
        }
        preparedAround = nil
    }

    /// Lines of words and layouts kept before those far from the screen are let go.
    static let keptLines = 2_000

    init(text: ReadingText, segmenter: WordSegmenter) {
        self.text = text
        self.segmenter = segmenter
    }

    /// Whether the text has no line at all.
    var isEmpty: Bool { text.blocks.isEmpty }

    /// The number of the text's lines.
    var count: Int { text.blocks.count }

    /// Wraps lines at `columns` from now on: every layout is made again when it is asked for.
    /// - Returns: whether the width changed (so the rows of every line may have).
    func wrap(at columns: Int) -> Bool {
        guard columns != self.columns else { return false }
        self.columns = columns
        layouts = [:]
        preparedAround = nil
        return true
    }

    /// The words that start on line `block` (the last may go on into the next line), segmented once while the line
    /// is near.
    func words(inBlock block: Int) -> [TextWord] {
        line(block).words
    }

    /// The words of line `block` and the end of a word begun before it, segmented once, with the other lines of its
    /// run, while the line is near.
    private func line(_ block: Int) -> LineWords {
        if let known = wordsByBlock[block] { return known }
        let run = text.run(holdingBlock: block)
        for (line, words) in zip(run, segmenter.words(inRun: run, of: text)) { wordsByBlock[line] = words }
        return wordsByBlock[block] ?? LineWords(words: [])
    }

    /// The words of each line of `run` (``ReadingText/run(holdingBlock:)``) for counting, which walks the whole text:
    /// those held, else segmented and not kept, so the count holds no more lines than the screen does.
    func wordsToCount(inRun run: Range<Int>) -> [[TextWord]] {
        let held = run.compactMap { wordsByBlock[$0]?.words }
        return held.count == run.count ? held : segmenter.words(inRun: run, of: text).map(\.words)
    }

    /// Line `block` laid out at ``columns``, made once while the line is near.
    func layout(_ block: Int) -> ReaderBlockLayout {
        if let known = layouts[block] { return known }
        let lineWords = line(block)
        let wordEnd = lineWords.wordBefore.flatMap { end -> ReaderBlockLayout.WordEnd? in
            let begun = words(inBlock: end.block)
            guard begun.indices.contains(end.word) else { return nil }
            return ReaderBlockLayout.WordEnd(bytes: end.bytes, startInWord: end.startInWord,
                                             position: WordPosition(block: end.block, word: end.word), word: begun[end.word])
        }
        let layout = ReaderBlockLayout(text: text.text(ofBlock: block), words: lineWords.words, wordEnd: wordEnd,
                                       readingHints: text.readingHints(inBlock: block), width: columns)
        layouts[block] = layout
        return layout
    }

    /// Whether the lines around a screen whose top line is `top` are laid out.
    func isPrepared(around top: Int) -> Bool { preparedAround == top }

    /// Lays out (and so segments) the lines around a screen of `rows` rows from line `top` that are not yet, until
    /// `deadline`: a screenful of lines above it and two below. A page down or up, or a word or line across the
    /// screen's edge, then finds its lines ready rather than running MeCab on a screenful while the person waits (a
    /// page down took 5 ms before: BENCHMARKS.md, issue 21).
    /// - Returns: whether every one of those lines is ready.
    func prepare(around top: Int, rows: Int, until deadline: ContinuousClock.Instant) -> Bool {
        if isPrepared(around: top) { return true }
        for block in max(0, top - rows)..<min(count, top + 3 * rows) where layouts[block] == nil {
            guard ContinuousClock.now < deadline else { return false }
            _ = layout(block)
        }
        preparedAround = top
        return true
    }

    /// Lets go of the lines far from line `block` once too many are held.
    func trim(around block: Int) {
        guard wordsByBlock.count > Self.keptLines || layouts.count > Self.keptLines else { return }
        let near = (block - Self.keptLines / 4)...(block + Self.keptLines / 4)
        wordsByBlock = wordsByBlock.filter { near.contains($0.key) }
        layouts = layouts.filter { near.contains($0.key) }
    }
}
