/// The lines of a run (``ReadingText/run(holdingBlock:)``) as one text: each line after the first without its
/// indentation, so ディストリビュー and an indented ション read ディストリビューション. What the segmenter reads for the run,
/// and where a kept word's sentence is found when it goes on past its line.
public struct JoinedLines: Sendable {
    /// The lines joined.
    public let blocks: Range<Int>
    /// The lines one after the other, each after the first without its indentation.
    public let text: String
    /// Where each line's text, after the indentation left out, starts in ``text``, in bytes.
    private let starts: [Int]
    /// The bytes of each line's indentation left out (none of the first line's).
    private let indentations: [Int]

    /// Joins `lines`, the texts of lines `blocks`.
    init(blocks: Range<Int>, lines: [String]) {
        var text = ""
        var starts: [Int] = []
        var indentations: [Int] = []
        for (index, line) in lines.enumerated() {
            let scalars = line.unicodeScalars
            let indentation = index == 0 ? scalars.prefix(0) : scalars.prefix { Self.isIndentation($0) }
            starts.append(text.utf8.count)
            indentations.append(indentation.reduce(0) { $0 + $1.utf8.count })
            text += Substring(scalars[indentation.endIndex...])
        }
        self.blocks = blocks
        self.text = text
        self.starts = starts
        self.indentations = indentations
    }

    /// Whether `scalar` indents a line: a space, an ideographic space, a tab (which the text shows as a space), or a
    /// no-break space, which texts converted from HTML indent with (the Debian FAQ's `.txt`: ␣␣␣␣システ⏎  ム上の, its
    /// second line indented with three of them and a space).
    static func isIndentation(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\u{3000}" || scalar == "\t" || scalar == "\u{00A0}"
    }

    /// The line holding byte `offset` of ``text`` (the last line for an offset at the end).
    public func block(atTextByte offset: Int) -> Int {
        blocks.lowerBound + max(0, (starts.lastIndex { $0 <= offset } ?? 0))
    }

    /// Where byte `offset` of line `block` is in ``text`` (an offset inside the indentation left out: where the
    /// line's text starts).
    public func textByte(_ offset: Int, ofBlock block: Int) -> Int {
        let line = block - blocks.lowerBound
        return starts[line] + max(0, offset - indentations[line])
    }

    /// Where byte `offset` of ``text`` is in line `block`, which holds it (``block(atTextByte:)``); an offset past the
    /// line's end (a word going on into the next line) is counted on from its end, as if the lines were one.
    public func lineByte(_ offset: Int, ofBlock block: Int) -> Int {
        let line = block - blocks.lowerBound
        return offset - starts[line] + indentations[line]
    }

    /// The bytes of ``text`` that line `block` holds.
    public func textBytes(ofBlock block: Int) -> Range<Int> {
        let line = block - blocks.lowerBound
        return starts[line]..<(line + 1 < starts.count ? starts[line + 1] : text.utf8.count)
    }
}
