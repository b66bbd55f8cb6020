/// Texts that come as markup: HTML and XHTML told by their start, their text extracted before it is read, and
/// the ruby readings of a block for the segmenter and the reader.
extension ReadingText {
    /// Reads decoded `text` named `name` (a path, or "" for a paste) in the format ``format(name:text:)`` finds:
    /// plain text and subtitles as they are, an HTML page or XHTML file by its extracted text (``HTMLText``).
    /// - Throws: ``SegmentationError`` when the markup cannot be parsed at all, or for an EPUB, which is a zip,
    ///   not text (``TextFile/readingText(at:)`` opens it).
    public static func reading(_ text: String, name: String) throws(SegmentationError) -> ReadingText {
        let format = format(name: name, text: text)
        switch format {
        case .plain, .subRip, .substationAlpha:
            return ReadingText(text, format: format)
        case .html:
            return ReadingText(try HTMLText.extract(text, as: .html), format: .html)
        case .xhtml:
            return ReadingText(try HTMLText.extract(text, as: .xhtml), format: .xhtml)
        case .epub:
            throw SegmentationError(message: "an EPUB is a zip archive, not text: open it as a file")
        }
    }

    /// HTML when `head` (a text's start) begins, after a byte order mark, whitespace and comments, with a
    /// doctype `html` or an `<html` tag; XHTML when an XML declaration comes first and `<html` follows. A text
    /// that merely mentions a tag is not markup.
    static func markupFormat(_ head: String) -> Format? {
        var rest = Substring(head)
        var sawXMLDeclaration = false
        while true {
            rest = rest.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
            let lowered = rest.prefix(16).lowercased()
            if lowered.hasPrefix("<?xml") {
                sawXMLDeclaration = true
                guard let end = rest.firstRange(of: "?>") else { return nil }
                rest = rest[end.upperBound...]
            } else if lowered.hasPrefix("<!--") {
                guard let end = rest.firstRange(of: "-->") else { return nil }
                rest = rest[end.upperBound...]
            } else if lowered.hasPrefix("<!doctype html") || lowered.hasPrefix("<html") {
                return sawXMLDeclaration ? .xhtml : .html
            } else {
                return nil
            }
        }
    }

    /// The reading hints of block `index`, with ranges in bytes of the block's text (what ``text(ofBlock:)``
    /// gives and the segmenter reads): the hints wholly inside the block, so a long line cut into blocks keeps
    /// every ruby that was not cut.
    public func readingHints(inBlock index: Int) -> [ReadingHint] {
        guard !readingHints.isEmpty else { return [] }
        let range = blocks[index].byteRange
        var low = 0
        var high = readingHints.count
        while low < high {
            let middle = (low + high) / 2
            if readingHints[middle].byteRange.lowerBound < range.lowerBound { low = middle + 1 } else { high = middle }
        }
        var hints: [ReadingHint] = []
        for hint in readingHints[low...] {
            guard hint.byteRange.lowerBound < range.upperBound else { break }
            guard hint.byteRange.upperBound <= range.upperBound else { continue }
            hints.append(ReadingHint(byteRange: hint.byteRange.lowerBound - range.lowerBound ..< hint.byteRange.upperBound - range.lowerBound,
                                     reading: hint.reading))
        }
        return hints
    }
}
