import Glibc
import KanjiKit

/// A text to read, as blocks: the lines of a plain text (a paragraph each) or the dialogue lines of subtitles
/// with their start times. Held as one UTF-8 string and the byte ranges of its blocks, so a 10 MB text costs
/// about 10 MB and opening it reads its bytes a few times over, never its characters one by one.
///
/// A line longer than ``maximumBlockBytes`` is cut into blocks, after a sentence's end where one is near, so no
/// block costs MeCab or the wrapping more than a few thousand characters (a 1 MB line opens as fast as a short
/// one). Escape sequences and controls are taken out of a block when it is read (``TextSanitizer``), so none
/// reaches the terminal or the segmenter.
public struct ReadingText: Sendable {
    /// One line to show and segment.
    public struct Block: Sendable, Hashable {
        /// Where the block's text is in ``storage``.
        let byteRange: Range<Int>
        /// The subtitle's start ("00:01:02"), shown dimmed beside its first line, or `nil`.
        public let timestamp: String?
        /// Whether the block goes on the line before it (a cut in a long line), rather than starting a line.
        public let continuesLine: Bool
    }

    /// What the text was before it was read.
    public enum Format: String, Sendable, Hashable {
        case plain = "text"
        case subRip = "SubRip"
        case substationAlpha = "ASS/SSA"
        /// Markup whose text was extracted (``MarkupText``): read by ``reading(_:name:)`` or ``TextFile``.
        case html = "HTML"
        case xhtml = "XHTML"
        case epub = "EPUB"
    }

    public let format: Format
    public private(set) var blocks: [Block]
    /// The readings the text gives for its words (an HTML or EPUB `<ruby>`), in the text's order, with ranges in
    /// bytes of the whole text; empty for plain text and subtitles. ``readingHints(inBlock:)`` gives a block's.
    public let readingHints: [ReadingHint]
    /// Strong: every block's bytes, one after the other; lines are appended to it when a followed text grows
    /// (``append(lines:)``).
    private var storage: String

    /// A block is cut after this many bytes (about 1,300 kana or kanji), after the last sentence end before it.
    public static let maximumBlockBytes = 4096

    /// Reads `text` as `format`: plain text line by line; subtitles for their dialogue only; for HTML, XHTML and
    /// EPUB, `text` is what was extracted from the markup, read line by line (given as a ``MarkupText``, its
    /// reading hints are kept too).
    public init(_ text: String, format: Format) {
        self.format = format
        readingHints = []
        switch format {
        case .plain, .html, .xhtml, .epub:
            storage = text
            blocks = Self.lineBlocks(of: text, timestamps: [:])
        case .subRip, .substationAlpha:
            let lines = format == .subRip ? SubtitleParser.subRip(text) : SubtitleParser.substationAlpha(text)
            var joined = ""
            var timestamps: [Int: String] = [:]
            for (index, line) in lines.enumerated() {
                if let timestamp = line.timestamp { timestamps[index] = timestamp }
                joined += line.text
                joined += "\n"
            }
            storage = joined
            blocks = Self.lineBlocks(of: joined, timestamps: timestamps)
        }
    }

    /// The text of a page or a book (`format` is `.html`, `.xhtml` or `.epub`), line by line, with its ruby's
    /// readings.
    public init(_ markup: MarkupText, format: Format) {
        self.format = format
        storage = markup.text
        blocks = Self.lineBlocks(of: markup.text, timestamps: [:])
        readingHints = markup.readingHints
    }

    /// The format a file is in, by its name (`.srt`, `.ass`, `.ssa`, `.html`, `.htm`, `.xhtml`, `.epub`) or,
    /// for standard input and other names, by its start (an HTML doctype or `<html>`, an XML declaration before
    /// one).
    public static func format(name: String, text: String) -> Format {
        let lowered = name.lowercased()
        if lowered.hasSuffix(".srt") { return .subRip }
        if lowered.hasSuffix(".ass") || lowered.hasSuffix(".ssa") { return .substationAlpha }
        if lowered.hasSuffix(".html") || lowered.hasSuffix(".htm") { return .html }
        if lowered.hasSuffix(".xhtml") || lowered.hasSuffix(".xht") { return .xhtml }
        if lowered.hasSuffix(".epub") { return .epub }
        let start = text.utf8.prefix(4096)
        let head = String(decoding: start, as: UTF8.self)
        if head.contains("[Script Info]") && head.contains("[") { return .substationAlpha }
        if SubtitleParser.looksLikeSubRip(head) { return .subRip }
        return markupFormat(head) ?? .plain
    }

    /// The text of block `index`, safe for a terminal (no escape sequence or control; a tab is a space).
    public func text(ofBlock index: Int) -> String {
        let range = blocks[index].byteRange
        let utf8 = storage.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        let end = utf8.index(start, offsetBy: range.count)
        return TextSanitizer.sanitize(String(storage[start..<end]))
    }

    /// How many bytes the text holds: what the reading position's share is counted in.
    public var byteCount: Int { storage.utf8.count }

    /// The block holding byte `offset` of the text (the last one for an offset past the end).
    public func block(atByte offset: Int) -> Int {
        var low = 0
        var high = blocks.count
        while low < high {
            let middle = (low + high) / 2
            if blocks[middle].byteRange.lowerBound <= offset { low = middle + 1 } else { high = middle }
        }
        return max(0, low - 1)
    }

    /// Where block `index` starts in the text, in bytes: how a reading position is stored.
    public func byteOffset(ofBlock index: Int) -> Int {
        blocks.isEmpty ? 0 : blocks[min(max(index, 0), blocks.count - 1)].byteRange.lowerBound
    }

    /// Adds `lines` at the end, each a line of its own (cut as a long line is): what a text followed as it grows
    /// (`read --follow`) receives. The blocks before stay as they were, so a reader holding their words keeps them
    /// (but a hard wrap may now join the last line to the first new one: ``run(holdingBlock:)`` reads its
    /// neighbours). Appending to a text no other copy holds costs the new lines, not the text.
    public mutating func append(lines: [String]) {
        guard !lines.isEmpty else { return }
        // An empty text is one empty line to show; the first line that comes takes its place.
        if storage.isEmpty { blocks = [] }
        for line in lines {
            if let last = storage.utf8.last, last != 0x0A { storage += "\n" }
            let start = storage.utf8.count
            storage += line
            let end = storage.utf8.count
            storage += "\n"
            var appended: [Block] = []
            storage.withUTF8 { bytes in Self.cut(bytes, start..<end, timestamp: nil, into: &appended) }
            blocks += appended
        }
    }

    // MARK: Cutting into blocks

    /// The lines of `text` as blocks (`\n`, `\r\n` and `\r` end a line), each cut to ``maximumBlockBytes``.
    ///
    /// Line ends are found with `memchr`, which reads many bytes a step: a 10 MB text is cut in about a
    /// millisecond, where a loop over its bytes took a tenth of the first page's time (BENCHMARKS.md, issue 21).
    /// - Parameter timestamps: the start time of line `n`, for subtitles.
    private static func lineBlocks(of text: String, timestamps: [Int: String]) -> [Block] {
        var text = text
        return text.withUTF8 { bytes in
            var blocks: [Block] = []
            let count = bytes.count
            guard let base = bytes.baseAddress, count > 0 else {
                cut(bytes, 0..<0, timestamp: timestamps[0], into: &blocks)
                return blocks
            }
            // Without a carriage return anywhere (most texts) a line ends at the next \n; with one, at either.
            let hasCarriageReturn = memchr(base, 0x0D, count) != nil
            var lineStart = 0
            var lineNumber = 0
            while lineStart < count {
                let end = nextLineEnd(base, from: lineStart, count: count, orCarriageReturn: hasCarriageReturn)
                cut(bytes, lineStart..<end, timestamp: timestamps[lineNumber], into: &blocks)
                lineNumber += 1
                guard end < count else { return blocks }
                lineStart = end + (bytes[end] == 0x0D && end + 1 < count && bytes[end + 1] == 0x0A ? 2 : 1)
            }
            // The text ends with a line end: no empty line after it.
            return blocks
        }
    }

    /// Where the line from `start` ends: the next `\n` (or `\r` when the text has one), or `count`.
    private static func nextLineEnd(_ base: UnsafePointer<UInt8>, from start: Int, count: Int, orCarriageReturn: Bool) -> Int {
        let offset = { (found: UnsafeMutableRawPointer) in UnsafeRawPointer(found) - UnsafeRawPointer(base) }
        let newline = memchr(base + start, 0x0A, count - start).map(offset) ?? count
        guard orCarriageReturn else { return newline }
        return memchr(base + start, 0x0D, newline - start).map(offset) ?? newline
    }

    /// Appends `line` as one block, or as several when it is long: each ends after the last 。！？ (or, with
    /// none, at a character's boundary) before ``maximumBlockBytes``.
    private static func cut(_ bytes: UnsafeBufferPointer<UInt8>, _ line: Range<Int>, timestamp: String?, into blocks: inout [Block]) {
        var start = line.lowerBound
        var first = true
        repeat {
            var end = line.upperBound
            if end - start > maximumBlockBytes {
                end = start + maximumBlockBytes
                while end > start && bytes[end] & 0xC0 == 0x80 { end -= 1 }
                if let sentenceEnd = lastSentenceEnd(bytes, in: start..<end), sentenceEnd > start + maximumBlockBytes / 4 {
                    end = sentenceEnd
                }
            }
            blocks.append(Block(byteRange: start..<end, timestamp: first ? timestamp : nil, continuesLine: !first))
            first = false
            start = end
        } while start < line.upperBound
    }

    /// The byte after the last 。, ！ or ？ (or ASCII . ! ?) in `range`.
    private static func lastSentenceEnd(_ bytes: UnsafeBufferPointer<UInt8>, in range: Range<Int>) -> Int? {
        var index = range.upperBound - 1
        while index >= range.lowerBound {
            let byte = bytes[index]
            if byte == 0x2E || byte == 0x21 || byte == 0x3F { return index + 1 }
            // 。 E3 80 82, ！ EF BC 81, ？ EF BC 9F
            if index >= range.lowerBound + 2 {
                let (a, b) = (bytes[index - 2], bytes[index - 1])
                if (a, b, byte) == (0xE3, 0x80, 0x82) || (a, b, byte) == (0xEF, 0xBC, 0x81) || (a, b, byte) == (0xEF, 0xBC, 0x9F) {
                    return index + 1
                }
            }
            index -= 1
        }
        return nil
    }
}
