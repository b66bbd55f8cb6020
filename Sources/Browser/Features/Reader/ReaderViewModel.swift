import Coordination
import KanjiKit
import Segmentation

/// The reader: a text wrapped to the terminal, a cursor on one of its words, and a pane about that word.
///
/// Input: the text (``ReadingText``), the shared segmenter and where the reading was. The text is segmented
/// around what is shown — the lines on screen and a few beyond, kept while they are near — so the first page of a
/// 10 MB file costs what a page costs; between keys (``tick()``) it lays out the lines around the screen, then
/// counts the rest of the text's words, a slice at a time, for the header's share of words known. Output:
/// ``Output`` (open the word, keep it, the reading position when the screen is left).
public final class ReaderViewModel: InteractiveScreen {
    /// What the person asked for.
    public enum Output {
        /// Enter: the word under the cursor, to open on the Read stack.
        case open(DictionaryEntry)
        /// `a`: keep the word under the cursor, with its sentence.
        case keep(TextWord, sentence: ReaderSentence)
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
    }

    /// A row of the screen: the subtitle time beside a line's first row, and its text in pieces.
    public struct Row: Equatable {
        public let timestamp: String?
        public let pieces: [Piece]
    }

    /// A run of a row's text: plain text, or (part of) a word with what the learner knows of it.
    ///
    /// The characters and their widths are slices of the line's layout, made once when the line was laid out:
    /// a frame draws them without measuring or copying the text again (BENCHMARKS.md, issue 21).
    public struct Piece: Equatable {
        /// The piece's characters, safe for a terminal (``ReadingText/text(ofBlock:)`` took out every control).
        public let characters: ArraySlice<Character>
        /// Each character's columns, as ``resize(columns:rows:cellWidth:)``'s `cellWidth` measured it.
        public let widths: ArraySlice<Int>
        /// `nil` for text between words.
        public let knowledge: WordKnowledge?
        public let isCursor: Bool
    }

    public let title: String
    /// Strong: this screen keeps the coordinator that created it alive; popping the screen frees it.
    public let coordinator: Coordinator?
    /// Hears the screen's output; set by the coordinator, capturing itself weakly.
    public var onOutput: ((Output) -> Void)?
    /// How well the learner knows a word; set by the coordinator (asks the study list), capturing it weakly.
    /// Asked once per word until ``forgetKnowledge()``.
    public var lookUpKnowledge: ((TextWord) -> WordKnowledge)?

    public let text: ReadingText
    /// Strong: the app's one segmenter, a service that refers to no screen.
    private let segmenter: WordSegmenter
    /// Each segmented line's words, for the lines near the screen (emptied when it grows past ``keptLines``).
    private var wordsByBlock: [Int: [TextWord]] = [:]
    /// The layouts of lines near the screen at the current width.
    private var layouts: [Int: ReaderBlockLayout] = [:]
    private var knowledge: [Int: WordKnowledge] = [:]
    /// The top line the lines around the screen were last laid out for; `nil` until then and after a resize.
    private var preparedAround: Int?

    /// The first row on screen.
    public private(set) var top = RowPosition(block: 0, row: 0)
    /// The word under the cursor: its line and its index among the line's words.
    public private(set) var cursor: WordPosition?

    private var columns = 80
    public private(set) var visibleRows = 20
    private var cellWidth: (Character) -> Int = { $0.isASCII ? 1 : 2 }

    /// The words counted so far, line by line from the first, for the header's shares.
    private var tally = TextAnalysis.Tally()
    private var countedBlocks = 0
    private var shares: (tokens: Double, words: Double)?
    /// One line until the next command (a keep's confirmation).
    public private(set) var notice: String?

    /// Lines of words and layouts kept before those far from the screen are let go.
    static let keptLines = 2_000
    /// Lines scanned for the next word before `w` gives up (a long run of lines without one).
    static let wordSearchLines = 500
    /// The columns of the subtitle times' gutter.
    public static let timestampColumns = 9

    /// - Parameter position: where the reading was, a byte offset of the text (its line is put on top).
    public init(title: String, text: ReadingText, segmenter: WordSegmenter, position: Int, coordinator: Coordinator?) {
        self.title = title
        self.text = text
        self.segmenter = segmenter
        self.coordinator = coordinator
        top = RowPosition(block: text.blocks.isEmpty ? 0 : text.block(atByte: position), row: 0)
        cursor = firstWord(from: top, within: Self.wordSearchLines)
    }

    // MARK: Layout input

    /// The room the terminal gives the text, and how wide a character is there; set before each frame.
    public func resize(columns: Int, rows: Int, cellWidth: @escaping (Character) -> Int) {
        let textColumns = max(columns - gutter, 4)
        if textColumns != self.columns {
            self.columns = textColumns
            layouts = [:]
            preparedAround = nil
            top = RowPosition(block: top.block, row: 0)
        }
        self.cellWidth = cellWidth
        visibleRows = max(rows, 1)
        keepCursorVisible()
    }

    /// The columns the subtitle times take at the left (none for plain text).
    public var gutter: Int { text.format == .plain ? 0 : Self.timestampColumns }

    // MARK: What is shown

    /// The rows on screen, top first.
    public var visibleLines: [Row] {
        var rows: [Row] = []
        var position: RowPosition? = top
        while let current = position, rows.count < visibleRows {
            rows.append(row(at: current))
            position = next(current)
        }
        return rows
    }

    /// The word under the cursor.
    public var selectedWord: TextWord? {
        guard let cursor else { return nil }
        let words = self.words(inBlock: cursor.block)
        return cursor.word < words.count ? words[cursor.word] : nil
    }

    /// The entry of the word under the cursor, for the pane.
    public var selectedEntry: DictionaryEntry? {
        selectedWord.flatMap { segmenter.entry($0.entryNumber) }
    }

    /// How well the learner knows the word under the cursor.
    public var selectedKnowledge: WordKnowledge? {
        selectedWord.map(knowledge(of:))
    }

    /// "12% · known 80% of words, 64% of distinct (so far)": where the reading is, and the shares of the text's
    /// words known (of those counted so far while the counting runs).
    public var statusText: String {
        if let notice { return notice }
        let place = text.byteCount == 0 ? 100 : Int((Double(text.byteOffset(ofBlock: top.block)) * 100 / Double(text.byteCount)).rounded(.down))
        let shares = currentShares
        let counting = countedBlocks < text.blocks.count ? " so far" : ""
        return "\(place)% · known \(Self.percent(shares.tokens)) of words, \(Self.percent(shares.words)) distinct\(counting)"
    }

    /// Where the reading is, to remember: the byte offset of the top line.
    public var position: Int { text.byteOffset(ofBlock: top.block) }

    /// The sentence holding the word under the cursor, with the word marked, for keeping it.
    public var selectedSentence: ReaderSentence? {
        guard let cursor, let word = selectedWord else { return nil }
        return ReaderSentence(line: text.text(ofBlock: cursor.block), word: word)
    }

    /// Forgets what the study list said of each word: a word kept or reviewed elsewhere shows its new colour.
    public func forgetKnowledge() {
        knowledge = [:]
        shares = nil
    }

    // MARK: Commands

    public func handle(_ command: CursorCommand) {
        notice = nil
        switch command {
        case .down: moveCursorLine(by: 1)
        case .up: moveCursorLine(by: -1)
        case .pageDown: page(by: visibleRows)
        case .pageUp: page(by: -visibleRows)
        case .halfPageDown: page(by: visibleRows / 2)
        case .halfPageUp: page(by: -visibleRows / 2)
        case .home:
            top = RowPosition(block: 0, row: 0)
            cursor = firstWord(from: top, within: Self.wordSearchLines)
        case .end:
            top = lastRow
            scroll(by: -(visibleRows - 1))
            cursor = lastWord(before: lastRow)
        case .select:
            if let entry = selectedEntry { onOutput?(.open(entry)) }
        case .click: break
        case .scroll(let lines): page(by: lines)
        }
        trimCaches()
    }

    public func handle(_ command: Command) {
        notice = nil
        switch command {
        case .nextWord: moveWord(forward: true)
        case .previousWord: moveWord(forward: false)
        case .keep:
            guard let word = selectedWord, let sentence = selectedSentence else { return }
            onOutput?(.keep(word, sentence: sentence))
            knowledge[word.entryNumber] = nil
            shares = nil
        }
        trimCaches()
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
        let counted = countedBlocks
        while countedBlocks < text.blocks.count && ContinuousClock.now < deadline {
            tally.add(wordsByBlock[countedBlocks] ?? segmenter.words(in: text.text(ofBlock: countedBlocks)))
            countedBlocks += 1
        }
        if countedBlocks != counted { shares = nil }
    }

    /// How long one ``tick()`` works.
    static let countingSlice: Duration = .milliseconds(8)

    /// Whether every line's words are counted.
    public var isCounted: Bool { countedBlocks >= text.blocks.count }

    /// Whether the lines around the screen are laid out for where the screen now is.
    public var isPreparedAroundScreen: Bool { preparedAround == top.block }

    /// Lays out (and so segments) the lines around the screen that are not yet, until `deadline`: a screenful of
    /// lines above the screen and two below it. A page down or up, or a word or line across the screen's edge,
    /// then finds its lines ready rather than running MeCab on a screenful while the person waits (a page down
    /// took 5 ms before: BENCHMARKS.md, issue 21). Between keys the app's ticks do this first.
    /// - Returns: whether every one of those lines is ready.
    @discardableResult
    public func prepareAroundScreen(until deadline: ContinuousClock.Instant) -> Bool {
        if isPreparedAroundScreen { return true }
        let lines = max(0, top.block - visibleRows)..<min(text.blocks.count, top.block + 3 * visibleRows)
        for block in lines where layouts[block] == nil {
            guard ContinuousClock.now < deadline else { return false }
            _ = layout(block)
        }
        preparedAround = top.block
        return true
    }

    // MARK: Private: words and layouts

    private func words(inBlock block: Int) -> [TextWord] {
        if let known = wordsByBlock[block] { return known }
        let words = segmenter.words(in: text.text(ofBlock: block))
        wordsByBlock[block] = words
        return words
    }

    private func layout(_ block: Int) -> ReaderBlockLayout {
        if let known = layouts[block] { return known }
        let layout = ReaderBlockLayout(text: text.text(ofBlock: block), words: words(inBlock: block), width: columns, cellWidth: cellWidth)
        layouts[block] = layout
        return layout
    }

    private func knowledge(of word: TextWord) -> WordKnowledge {
        if let known = knowledge[word.entryNumber] { return known }
        let found = lookUpKnowledge?(word) ?? .unknown
        knowledge[word.entryNumber] = found
        return found
    }

    private var currentShares: (tokens: Double, words: Double) {
        if let shares { return shares }
        let analysis = tally.analysis
        let computed = analysis.knownShares { count in
            if let known = knowledge[count.entryNumber] { return known }
            let word = TextWord(byteRange: 0..<0, surface: count.headword, dictionaryForm: count.headword, entryNumber: count.entryNumber,
                                headword: count.headword, reading: count.reading, inflection: [])
            return knowledge(of: word)
        }
        shares = computed
        return computed
    }

    /// Lets go of the lines far from the screen once too many are held.
    private func trimCaches() {
        guard wordsByBlock.count > Self.keptLines || layouts.count > Self.keptLines else { return }
        let near = (top.block - Self.keptLines / 4)...(top.block + Self.keptLines / 4)
        wordsByBlock = wordsByBlock.filter { near.contains($0.key) }
        layouts = layouts.filter { near.contains($0.key) }
    }

    private static func percent(_ share: Double) -> String { "\(Int((share * 100).rounded()))%" }

    // MARK: Private: rows

    private func row(at position: RowPosition) -> Row {
        let layout = layout(position.block)
        let block = text.blocks[position.block]
        let range = layout.rows[position.row]
        var pieces: [Piece] = []
        var index = range.lowerBound
        var word = layout.firstWordOfRow[position.row]
        let piece = { (characters: Range<Int>, knowledge: WordKnowledge?, isCursor: Bool) in
            Piece(characters: layout.characters[characters], widths: layout.widths[characters], knowledge: knowledge, isCursor: isCursor)
        }
        while index < range.upperBound {
            if word < layout.words.count, layout.wordCharacters[word].lowerBound <= index {
                let end = min(layout.wordCharacters[word].upperBound, range.upperBound)
                pieces.append(piece(index..<end, knowledge(of: layout.words[word]), cursor == WordPosition(block: position.block, word: word)))
                index = end
                if end >= layout.wordCharacters[word].upperBound { word += 1 }
            } else {
                let end = min(word < layout.words.count ? layout.wordCharacters[word].lowerBound : range.upperBound, range.upperBound)
                pieces.append(piece(index..<end, nil, false))
                index = end
            }
        }
        return Row(timestamp: position.row == 0 ? block.timestamp : nil, pieces: pieces)
    }

    private func next(_ position: RowPosition) -> RowPosition? {
        if position.row + 1 < layout(position.block).rows.count { return RowPosition(block: position.block, row: position.row + 1) }
        return position.block + 1 < text.blocks.count ? RowPosition(block: position.block + 1, row: 0) : nil
    }

    private func previous(_ position: RowPosition) -> RowPosition? {
        if position.row > 0 { return RowPosition(block: position.block, row: position.row - 1) }
        guard position.block > 0 else { return nil }
        return RowPosition(block: position.block - 1, row: layout(position.block - 1).rows.count - 1)
    }

    private var lastRow: RowPosition {
        let block = max(text.blocks.count - 1, 0)
        return RowPosition(block: block, row: text.blocks.isEmpty ? 0 : layout(block).rows.count - 1)
    }

    /// Moves the top by `rows` rows (negative is up), as far as the text goes.
    private func scroll(by rows: Int) {
        for _ in 0..<abs(rows) {
            guard let moved = rows > 0 ? next(top) : previous(top) else { return }
            top = moved
        }
    }

    /// The rows from the top to `position`, or `nil` when it is above the top or more than a screen below.
    private func rowsFromTop(to position: RowPosition) -> Int? {
        guard position >= top else { return nil }
        var current = top
        var count = 0
        while current < position {
            guard let moved = next(current), count < visibleRows else { return nil }
            current = moved
            count += 1
        }
        return count
    }

    private func rowPosition(of word: WordPosition) -> RowPosition {
        let layout = layout(word.block)
        return RowPosition(block: word.block, row: layout.row(ofCharacter: layout.wordCharacters[word.word].lowerBound))
    }

    private func keepCursorVisible() {
        guard let cursor, !text.blocks.isEmpty else { return }
        let row = rowPosition(of: cursor)
        if row < top {
            top = row
        } else if let distance = rowsFromTop(to: row), distance < visibleRows {
            return
        } else {
            top = row
            scroll(by: -(visibleRows - 1))
        }
    }

    // MARK: Private: moving

    private func moveWord(forward: Bool) {
        guard let cursor else {
            self.cursor = firstWord(from: top, within: Self.wordSearchLines)
            return
        }
        if forward {
            if cursor.word + 1 < words(inBlock: cursor.block).count {
                self.cursor = WordPosition(block: cursor.block, word: cursor.word + 1)
            } else if cursor.block + 1 < text.blocks.count,
                      let found = firstWord(from: RowPosition(block: cursor.block + 1, row: 0), within: Self.wordSearchLines) {
                self.cursor = found
            }
        } else if cursor.word > 0 {
            self.cursor = WordPosition(block: cursor.block, word: cursor.word - 1)
        } else if cursor.block > 0, let found = lastWord(before: RowPosition(block: cursor.block - 1, row: Int.max)) {
            self.cursor = found
        }
        keepCursorVisible()
    }

    /// `j`/`k`: the word starting on the next row (or the one before) that has one, nearest the cursor's column.
    private func moveCursorLine(by step: Int) {
        guard let cursor else { return scroll(by: step) }
        let layout = layout(cursor.block)
        let column = layout.column(ofCharacter: layout.wordCharacters[cursor.word].lowerBound)
        var row: RowPosition? = rowPosition(of: cursor)
        for _ in 0..<Self.wordSearchLines {
            row = row.flatMap { step > 0 ? next($0) : previous($0) }
            guard let current = row else { break }
            let rowLayout = self.layout(current.block)
            let starts = rowLayout.words(startingOnRow: current.row)
            if let nearest = starts.min(by: { abs(rowLayout.column(ofCharacter: rowLayout.wordCharacters[$0].lowerBound) - column)
                                                < abs(rowLayout.column(ofCharacter: rowLayout.wordCharacters[$1].lowerBound) - column) }) {
                self.cursor = WordPosition(block: current.block, word: nearest)
                return keepCursorVisible()
            }
        }
        scroll(by: step)
    }

    /// A page down or up: the top moves by `rows` rows and the cursor goes to the first word on screen.
    private func page(by rows: Int) {
        scroll(by: rows)
        if let found = firstWord(from: top, within: visibleRows), let distance = rowsFromTop(to: rowPosition(of: found)), distance < visibleRows {
            cursor = found
        }
    }

    /// The first word at or after the row `from`, looking at most `lines` lines on.
    private func firstWord(from position: RowPosition, within lines: Int) -> WordPosition? {
        guard !text.blocks.isEmpty else { return nil }
        var block = position.block
        var firstRow = position.row
        while block < text.blocks.count && block - position.block < lines {
            let layout = layout(block)
            if let word = layout.wordCharacters.indices.first(where: { layout.row(ofCharacter: layout.wordCharacters[$0].lowerBound) >= firstRow }) {
                return WordPosition(block: block, word: word)
            }
            block += 1
            firstRow = 0
        }
        return nil
    }

    /// The last word at or before row `position` (`row` may be `Int.max`: the whole line).
    private func lastWord(before position: RowPosition) -> WordPosition? {
        guard !text.blocks.isEmpty else { return nil }
        var block = min(position.block, text.blocks.count - 1)
        var lastRow = position.row
        while block >= 0 && position.block - block < Self.wordSearchLines {
            let layout = layout(block)
            if let word = layout.wordCharacters.indices.last(where: { layout.row(ofCharacter: layout.wordCharacters[$0].lowerBound) <= lastRow }) {
                return WordPosition(block: block, word: word)
            }
            block -= 1
            lastRow = Int.max
        }
        return nil
    }
}

/// A row of the reader: a line of the text and a row of its wrapping.
public struct RowPosition: Hashable, Comparable, Sendable {
    public let block: Int
    public let row: Int
    public static func < (left: RowPosition, right: RowPosition) -> Bool { (left.block, left.row) < (right.block, right.row) }
}

/// A word of the reader: a line of the text and the word's index among the line's words.
public struct WordPosition: Hashable, Sendable {
    public let block: Int
    public let word: Int
}
