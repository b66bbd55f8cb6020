import Glibc
import KanjiKit

/// Lays out the text nodes of a parsed page as a browser would, into a ``MarkupText``: runs of spaces, tabs and
/// line ends in the source become one space, or none where a line end of the source falls between two Japanese
/// characters (CSS's rule for segment breaks: a paragraph wrapped in the source reads on without a gap); block
/// elements end the line, a chapter leaves an empty line; `<pre>` keeps its spaces and lines.
///
/// Works on UTF-8 bytes, a run of text at a time (a few MB of a novel in milliseconds), and only ever splits the
/// text at ASCII whitespace, so what it writes is UTF-8 still.
struct MarkupTextBuilder {
    /// What is owed before the next text: nothing, a line end, or an empty line.
    enum Break: Int, Comparable {
        case none, line, paragraph

        static func < (left: Break, right: Break) -> Bool { left.rawValue < right.rawValue }
    }

    /// Whitespace of the source seen since the last character written.
    private enum Space { case none, space, lineEnd }

    private var bytes: [UInt8] = []
    private var hints: [ReadingHint] = []
    private var pendingBreak = Break.none
    private var pendingSpace = Space.none
    /// Where the base text of an open `<ruby>` starts: `nil` while it has no character yet.
    private var spanStart: Int?
    /// Whether a `<ruby>`'s base is being written, so its first character marks ``spanStart``.
    private var inSpan = false

    /// How many bytes of text were written: what a caller's limit is checked against.
    var byteCount: Int { bytes.count }

    /// Ends the line (a block element's start or end, `<br>`, a chapter's end). A second `<br>` in a row leaves an
    /// empty line, as it does on the page.
    mutating func breakLine(_ kind: Break) {
        pendingBreak = max(pendingBreak, kind)
        pendingSpace = .none
    }

    /// `<br>`: a line end, or an empty line after one already owed by a `<br>` or a block.
    mutating func lineBreakElement() {
        breakLine(pendingBreak == .none ? .line : .paragraph)
    }

    /// A gap between words that no text node holds (between table cells).
    mutating func separate() {
        if pendingSpace == .none { pendingSpace = .space }
    }

    /// Appends a text node's characters (libxml2's UTF-8, NUL-terminated). Escape sequences and controls are
    /// taken out first, by ``TextSanitizer``'s rules, so the ranges of ``ReadingHint``s match the text the screen
    /// shows.
    mutating func append(_ content: UnsafePointer<UInt8>, preformatted: Bool) {
        let count = strlen(UnsafeRawPointer(content).assumingMemoryBound(to: CChar.self))
        let raw = UnsafeBufferPointer(start: content, count: count)
        if Self.mayHoldUnsafeCharacters(raw) {
            var clean = TextSanitizer.sanitizeKeepingLayout(String(decoding: raw, as: UTF8.self))
            clean.withUTF8 { append($0, preformatted: preformatted) }
        } else {
            append(raw, preformatted: preformatted)
        }
    }

    private mutating func append(_ text: UnsafeBufferPointer<UInt8>, preformatted: Bool) {
        var index = 0
        while index < text.count {
            let byte = text[index]
            if Self.isWhitespace(byte) {
                if preformatted {
                    if byte == 0x0A { lineBreakElement() } else if byte != 0x0D { write(UnsafeBufferPointer(rebasing: text[index..<index + 1]), space: false) }
                } else if byte == 0x0A || byte == 0x0D {
                    pendingSpace = .lineEnd
                } else if pendingSpace == .none {
                    pendingSpace = .space
                }
                index += 1
                continue
            }
            var end = index + 1
            while end < text.count && !Self.isWhitespace(text[end]) { end += 1 }
            write(UnsafeBufferPointer(rebasing: text[index..<end]), space: true)
            index = end
        }
    }

    /// Writes a run of characters (no whitespace unless preformatted), after the break and space owed.
    private mutating func write(_ run: UnsafeBufferPointer<UInt8>, space: Bool) {
        if pendingBreak != .none {
            if !bytes.isEmpty { bytes += pendingBreak == .paragraph ? [0x0A, 0x0A] : [0x0A] }
            pendingBreak = .none
            pendingSpace = .none
        }
        if space, pendingSpace != .none, let last = bytes.last, last != 0x0A {
            // A line end between two characters that are not ASCII (Japanese wrapped in the source) joins them.
            let joins = pendingSpace == .lineEnd && last >= 0x80 && run[0] >= 0x80
            if !joins { bytes.append(0x20) }
        }
        pendingSpace = .none
        if inSpan && spanStart == nil { spanStart = bytes.count }
        bytes.append(contentsOf: run)
    }

    // MARK: Ruby

    /// A `<ruby>` starts: what is written next is its base.
    mutating func beginRuby() {
        inSpan = true
        spanStart = nil
    }

    /// An `<rt>`: `reading` is the reading of the base written since the ruby began or since its last `<rt>`
    /// (`<ruby>漢<rt>かん</rt>字<rt>じ</rt></ruby>` gives two hints).
    mutating func rubyText(_ reading: String) {
        if let spanStart, spanStart < bytes.count, !reading.isEmpty {
            hints.append(ReadingHint(byteRange: spanStart..<bytes.count, reading: reading))
        }
        spanStart = nil
    }

    /// The `<ruby>` ends: base text after its last `<rt>` has no reading.
    mutating func endRuby() {
        inSpan = false
        spanStart = nil
    }

    func finish() -> MarkupText {
        MarkupText(text: String(decoding: bytes, as: UTF8.self), readingHints: hints)
    }

    // MARK: Bytes

    /// Space, tab, line feed, carriage return and form feed: HTML's whitespace.
    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
    }

    /// Whether `text` may hold a character ``TextSanitizer`` takes out (a C0 control other than HTML's whitespace,
    /// DEL, a C1 control, U+2028–U+202E, U+2066–U+2069): most text nodes hold none and skip the sanitizer.
    static func mayHoldUnsafeCharacters(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        for (index, byte) in text.enumerated() {
            switch byte {
            case 0x00...0x08, 0x0B, 0x0E...0x1F, 0x7F: return true
            case 0xC2 where index + 1 < text.count && (0x80...0x9F).contains(text[index + 1]): return true
            case 0xE2 where index + 2 < text.count:
                // U+2028–U+202E are E2 80 A8–AE; U+2066–U+2069 are E2 81 A6–A9 (— and … pass: E2 80 94, E2 80 A6).
                let (second, third) = (text[index + 1], text[index + 2])
                if (second == 0x80 && (0xA8...0xAE).contains(third)) || (second == 0x81 && (0xA6...0xA9).contains(third)) { return true }
            default: continue
            }
        }
        return false
    }
}
