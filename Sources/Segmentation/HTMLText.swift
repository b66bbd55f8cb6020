import CLibXML2
import Glibc
import KanjiKit

/// The text of an HTML page or an XHTML file, as a reader shows it (``MarkupText``), from the tree libxml2
/// parses: never from patterns over the markup, which cannot tell a `<` in a script or a comment from a tag.
///
/// Left out with everything in them: `<head>`, scripts, styles, SVG and MathML, `<template>`, `<noscript>`,
/// embedded frames and objects, form fields, and a ruby's `<rp>` parentheses. A `<ruby>` gives its base text,
/// and its `<rt>` is kept beside it as a ``ReadingHint``. Block elements end the line, `<br>` too; table cells
/// are kept apart by a space.
public enum HTMLText {
    /// How the markup is parsed: `.html` as a browser does; `.xhtml` as XML first, and as HTML when it is not
    /// well-formed (an EPUB chapter with an `&nbsp;` XML does not know, or a tag left open, still reads as
    /// e-readers show it).
    public enum Dialect: Sendable {
        case html, xhtml
    }

    /// - Throws: ``SegmentationError`` when libxml2 makes no document of it at all.
    public static func extract(_ text: String, as dialect: Dialect) throws(SegmentationError) -> MarkupText {
        var builder = MarkupTextBuilder()
        try append(text, as: dialect, to: &builder)
        return builder.finish()
    }

    /// Appends the text of `text` to `builder` (an EPUB's chapters, one after another). A page that is only
    /// whitespace adds nothing.
    static func append(_ text: String, as dialect: Dialect, to builder: inout MarkupTextBuilder) throws(SegmentationError) {
        guard text.utf8.contains(where: { $0 > 0x20 }) else { return }
        // Escape sequences go whole before parsing, as from a plain text: libxml2 would drop only their ESC and
        // leave the rest ("[31m") as text. Those written as character references are dropped after, by the builder.
        let clean = mayHoldEscapeSequences(text) ? TextSanitizer.sanitizeKeepingLayout(text) : text
        let parsed = switch dialect {
        case .html: MarkupDocument.parse(clean, as: .html)
        case .xhtml: MarkupDocument.parse(clean, as: .xml) ?? MarkupDocument.parse(clean, as: .html)
        }
        guard let parsed else { throw SegmentationError(message: "libxml2 could not parse it as HTML") }
        if let entity = parsed.externalEntity {
            throw SegmentationError(message: "it declares the external entity \(entity), which is never read")
        }
        append(parsed, to: &builder)
    }

    /// Whether `text` holds an ESC or a C1 control (U+0080–U+009F, C2 80–C2 9F in UTF-8), what starts an escape
    /// sequence: found with `memchr`, as most pages have none (the sanitizer's walk over a book's characters took a
    /// twentieth of opening it). The other controls are the builder's, text node by text node.
    static func mayHoldEscapeSequences(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return false }
            if memchr(base, 0x1B, bytes.count) != nil { return true }
            var start = 0
            while start < bytes.count, let found = memchr(base + start, 0xC2, bytes.count - start) {
                let index = UnsafeRawPointer(found) - UnsafeRawPointer(base)
                if index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) { return true }
                start = index + 1
            }
            return false
        }
    }

    /// What an element does to the text.
    private enum Role {
        /// Dropped with its contents.
        case hidden
        /// Ends the line before and after.
        case block
        /// `<br>`: ends the line.
        case lineBreak
        /// A table cell: a space before it.
        case cell
        /// `<pre>`: its whitespace kept.
        case preformatted
        case ruby
        /// A ruby's reading: taken as a hint, not written.
        case rubyText
    }

    private static let roles: [String: Role] = {
        var roles: [String: Role] = [:]
        for name in ["head", "script", "style", "svg", "math", "template", "noscript", "iframe", "object", "embed",
                     "canvas", "audio", "video", "select", "textarea", "rp", "rtc", "title"] {
            roles[name] = .hidden
        }
        for name in ["address", "article", "aside", "blockquote", "body", "caption", "center", "dd", "details",
                     "dialog", "dir", "div", "dl", "dt", "fieldset", "figcaption", "figure", "footer", "form",
                     "h1", "h2", "h3", "h4", "h5", "h6", "header", "hgroup", "hr", "html", "legend", "li", "main",
                     "menu", "nav", "ol", "p", "section", "summary", "table", "tbody", "tfoot", "thead", "tr", "ul"] {
            roles[name] = .block
        }
        roles["br"] = .lineBreak
        roles["td"] = .cell
        roles["th"] = .cell
        roles["pre"] = .preformatted
        roles["ruby"] = .ruby
        roles["rt"] = .rubyText
        return roles
    }()

    /// Walks the tree in document order, writing its text.
    private static func append(_ parsed: MarkupDocument, to builder: inout MarkupTextBuilder) {
        var preformatted = 0
        MarkupDocument.walk(parsed.document.pointee.children) { node in
            switch node.pointee.type {
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                if let content = node.pointee.content { builder.append(content, preformatted: preformatted > 0) }
                return false
            case XML_ELEMENT_NODE:
                switch roles[MarkupDocument.name(of: node)] {
                case .hidden?: return false
                case .block?: builder.breakLine(.line)
                case .lineBreak?: builder.lineBreakElement()
                case .cell?: builder.separate()
                case .preformatted?:
                    builder.breakLine(.line)
                    preformatted += 1
                case .ruby?: builder.beginRuby()
                case .rubyText?:
                    builder.rubyText(reading(of: node))
                    return false
                case nil: break
                }
                return true
            default:
                // Comments, processing instructions, the DTD, entity references XML left unexpanded.
                return false
            }
        } leave: { node in
            guard node.pointee.type == XML_ELEMENT_NODE else { return }
            switch roles[MarkupDocument.name(of: node)] {
            case .block?: builder.breakLine(.line)
            case .preformatted?:
                builder.breakLine(.line)
                preformatted -= 1
            case .ruby?: builder.endRuby()
            case .hidden?, .lineBreak?, .cell?, .rubyText?, nil: break
            }
        }
    }

    /// An `<rt>`'s reading, its whitespace and any control taken out.
    private static func reading(of node: xmlNodePtr) -> String {
        String(String.UnicodeScalarView(MarkupDocument.textContent(of: node).unicodeScalars.filter {
            !$0.properties.isWhitespace && !TextSanitizer.isUnsafe($0)
        }))
    }
}
