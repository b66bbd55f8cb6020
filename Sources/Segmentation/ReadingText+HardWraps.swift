import KanjiKit

/// Where a plain text's line break falls inside running text — a hard wrap, as `.txt` manuals and texts filled to a
/// width have them (パッケージのディストリビュー / ションに) — and the lines such breaks join, read as one run: a word a
/// break cuts is then one word (ディストリビューション, not ディストリビュー and the name ション "Sean"), and the words around
/// a break between two words are those of the unwrapped text. The text shown keeps its lines.
///
/// A break is a hard wrap only where the two lines beside it say so, so finding a line's run reads its neighbours,
/// never the whole text:
/// - the text is plain text: a page's or a book's extracted text has its source's wraps joined already
///   (``MarkupTextBuilder``), and a subtitle's lines are a caption's;
/// - the line ends in a kana or a kanji (the long-vowel mark ー too), not after 。、」 or a space, and is not empty;
/// - the next line starts, after its indentation, with a kana or a kanji (not 「 or a symbol), is not indented more
///   than the line (an indented paragraph), and is a line of its own, not a piece of a long line cut
///   (``Block/continuesLine``);
/// - the line is filled about as far as the next one, in columns or in characters (a text wrapped at 40 characters
///   has lines of fewer columns where they hold digits or Latin letters), and is at least ``minimumWrappedColumns``
///   wide: a wrapped line reaches the width it was wrapped at, where a heading, a paragraph's last line or a short line
///   of a list or a poem stops short — and no line is wrapped wider than ``maximumWrappedLineBytes``.
extension ReadingText {
    /// How often a long paragraph is cut into runs: where the line number is a multiple of this and the paragraph goes
    /// on for half as many lines both ways (``endsRun(afterBlock:)``). A run so holds fewer than twice this many lines,
    /// and a screen costs at most that many more above and below it, however long the paragraph; a paragraph of
    /// ordinary length is never cut (a word a cut falls in stays cut).
    public static let paragraphCutLines = 32

    /// A line narrower than this, in columns, is no wrapped line (10 kana or kanji: no text is wrapped narrower).
    static let minimumWrappedColumns = 20

    /// A line wrapped at a width stops at most this many columns short of the next one: the wrapping moved a character
    /// or two to the next line rather than begin it with one that may not begin a line (ー, ッ, 」), or let 、 hang.
    static let wrappingSlackColumns = 6

    /// A line longer than this, in bytes (about 340 kana or kanji, wider than any page), is no wrapped line: a run
    /// stays a few thousand bytes however its lines end.
    static let maximumWrappedLineBytes = 1024

    /// Whether the break after line `index` is a hard wrap (see above): the next line goes on with the same
    /// running text.
    public func isHardWrap(afterBlock index: Int) -> Bool {
        guard format == .plain, index >= 0, index + 1 < blocks.count, !blocks[index + 1].continuesLine,
              blocks[index].byteRange.count <= Self.maximumWrappedLineBytes,
              blocks[index + 1].byteRange.count <= Self.maximumWrappedLineBytes
        else { return false }
        let line = LineShape(text(ofBlock: index))
        let next = LineShape(text(ofBlock: index + 1))
        guard line.endsInLetter, next.startsWithLetter, next.indentation <= line.indentation else { return false }
        let filled = line.columns + Self.wrappingSlackColumns >= next.columns
            || line.characters + Self.wrappingSlackColumns / 2 >= next.characters
        return line.columns >= Self.minimumWrappedColumns && filled
    }

    /// The lines read as one with line `index`: those before and after it that hard wraps join to it
    /// (``isHardWrap(afterBlock:)``), up to the cuts of a long paragraph (``paragraphCutLines``). The runs of a text
    /// cut it into pieces, each line in one: a line is segmented with the lines of its run.
    public func run(holdingBlock index: Int) -> Range<Int> {
        guard !blocks.isEmpty else { return 0..<0 }
        var start = index
        while start > 0 && !endsRun(afterBlock: start - 1) { start -= 1 }
        var end = index + 1
        while end < blocks.count && !endsRun(afterBlock: end - 1) { end += 1 }
        return start..<end
    }

    /// Whether a run ends after line `index`: the break is no hard wrap, or it cuts a long paragraph — its line number
    /// a multiple of ``paragraphCutLines``, and every break within half that many lines before and after it a hard
    /// wrap too. Decided from the lines near, the same whichever line's run is asked for, so the runs never overlap.
    func endsRun(afterBlock index: Int) -> Bool {
        guard isHardWrap(afterBlock: index) else { return true }
        guard (index + 1) % Self.paragraphCutLines == 0 else { return false }
        let half = Self.paragraphCutLines / 2
        return (max(0, index + 1 - half)..<min(blocks.count - 1, index + 1 + half)).allSatisfy(isHardWrap(afterBlock:))
    }

    /// The lines of `run` as one text (``JoinedLines``), as the segmenter reads them.
    public func joined(_ run: Range<Int>) -> JoinedLines {
        JoinedLines(blocks: run, lines: run.map(text(ofBlock:)))
    }
}

/// What the hard-wrap test reads of a line: how it starts and ends, and how wide it is.
private struct LineShape {
    /// The columns of the line's leading spaces (an ideographic space is two).
    let indentation: Int
    /// Whether its first character after the indentation is a kana or a kanji.
    let startsWithLetter: Bool
    /// Whether its last character is a kana or a kanji.
    let endsInLetter: Bool
    /// The columns of the whole line, indentation included, as the terminal draws it (``DisplayWidth``).
    let columns: Int
    /// The characters of the whole line, indentation included (its scalars: a text is wrapped by either count).
    let characters: Int

    init(_ line: String) {
        let scalars = line.unicodeScalars
        let indentation = scalars.prefix { JoinedLines.isIndentation($0) }
        self.indentation = indentation.reduce(0) { $0 + (DisplayWidth.of($1) ?? 0) }
        startsWithLetter = scalars.dropFirst(indentation.count).first.map(Self.isLetter) ?? false
        endsInLetter = scalars.last.map(Self.isLetter) ?? false
        columns = startsWithLetter || endsInLetter ? DisplayWidth.of(line) : 0
        characters = scalars.count
    }

    /// A kana (hiragana, katakana, half-width katakana, with ー, ゝ and the sound marks) or a kanji (with 々 and 〆):
    /// a character a word may go on from or to. Not the middle dot ・, which stands between words.
    static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3041...0x309F, 0x30A1...0x30FA, 0x30FC...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: true
        default: WordScript.isKanji(scalar)
        }
    }
}
