import KanjiKit

/// Lays a glossary out as plain terminal lines no wider than ``width`` columns (KanjiKit's `DisplayWidth`, the
/// width the terminal draws with): paragraphs wrapped at spaces or between any two Japanese characters, lists with
/// their bullets or numbers and their items indented under them, tables as aligned columns, ruby as its base with
/// the reading in brackets or as furigana on a line above, links as their text, images by their path.
///
/// Every string reaching it was sanitized when the dictionary was read (``DictionaryText``), so its lines hold no
/// escape or control character. A `details` element is shown open (a terminal has nothing to click), a cell that
/// spans rows is shown in its first row.
public struct GlossaryRenderer: Sendable {
    /// How ruby (furigana) is written.
    public enum RubyStyle: Sendable {
        /// 漢字[かんじ]
        case brackets
        /// The reading on a line of its own above the base, as the reader's furigana.
        case furigana
        /// The base alone.
        case baseOnly
    }

    /// The most columns a line takes (at least 8).
    public let width: Int
    public let ruby: RubyStyle

    public init(width: Int, ruby: RubyStyle = .brackets) {
        self.width = max(8, width)
        self.ruby = ruby
    }

    /// The lines of one definition.
    public func lines(of gloss: Gloss) -> [String] {
        switch gloss {
        case .text(let text): lines(of: StructuredContent.text(text))
        case .structured(let content): lines(of: content)
        case .image(let image): lines(of: .element(StructuredElement(tag: .img, image: image)))
        case .deinflection(let uninflected, let rules):
            lines(of: StructuredContent.text("an inflection of \(uninflected)" + (rules.isEmpty ? "" : ": " + rules.joined(separator: " → "))))
        }
    }

    /// The lines of structured content.
    public func lines(of content: StructuredContent) -> [String] {
        var layout = BlockLayout(renderer: self, width: width)
        layout.add(content)
        return layout.finish()
    }

    // MARK: - Blocks

    /// Lines being laid out at one width: the finished lines, and the inline text of the paragraph still open.
    struct BlockLayout {
        let renderer: GlossaryRenderer
        let width: Int
        var lines: [String] = []
        var pieces: [InlinePiece] = []

        mutating func add(_ content: StructuredContent) {
            switch content {
            case .text(let text):
                for (index, part) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    if index > 0 { breakLine() }
                    if !part.isEmpty { pieces.append(InlinePiece(text: String(part))) }
                }
            case .sequence(let children):
                for child in children { add(child) }
            case .element(let element):
                add(element)
            }
        }

        mutating func add(_ element: StructuredElement) {
            switch element.tag {
            case .br:
                breakLine()
            case .span, .a, .rt, .rp:
                if let content = element.content { add(content) }
            case .ruby:
                pieces.append(renderer.rubyPiece(element))
            case .img:
                pieces.append(InlinePiece(text: "[image: \(element.image?.path ?? "")]"))
            case .div, .li, .details, .summary, .thead, .tbody, .tfoot, .tr, .td, .th:
                flush()
                if let content = element.content { lines += renderer.lines(of: content, width: width) }
            case .ul, .ol:
                flush()
                lines += renderer.listLines(element, width: width)
            case .table:
                flush()
                lines += renderer.tableLines(element, width: width)
            }
        }

        /// A line break: the open paragraph ends, or an empty line when none is open.
        mutating func breakLine() {
            if pieces.isEmpty { lines.append("") } else { flush() }
        }

        /// Ends the open paragraph, wrapped.
        mutating func flush() {
            guard !pieces.isEmpty else { return }
            lines += renderer.wrap(pieces, width: width)
            pieces = []
        }

        mutating func finish() -> [String] {
            flush()
            return lines
        }
    }

    func lines(of content: StructuredContent, width: Int) -> [String] {
        var layout = BlockLayout(renderer: self, width: width)
        layout.add(content)
        return layout.finish()
    }

    // MARK: - Lists

    func listLines(_ list: StructuredElement, width: Int) -> [String] {
        var lines: [String] = []
        var number = 0
        let items = Self.children(of: list.content)
        let markers = items.map { item -> String? in
            guard case .element(let element) = item, element.tag == .li else { return nil }
            number += 1
            return marker(of: list, number: number)
        }
        let markerWidth = markers.compactMap { $0.map(DisplayWidth.of) }.max() ?? 0
        for (item, marker) in zip(items, markers) {
            guard let marker, case .element(let element) = item else {
                lines += self.lines(of: item, width: width)
                continue
            }
            let indent = marker.isEmpty ? 0 : markerWidth + 1
            let body = element.content.map { self.lines(of: $0, width: width - indent) } ?? [""]
            for (index, line) in (body.isEmpty ? [""] : body).enumerated() {
                let prefix = index == 0 && !marker.isEmpty ? Self.pad(marker, to: markerWidth) + " " : String(repeating: " ", count: indent)
                lines.append(Self.trimmed(prefix + line))
            }
        }
        return lines
    }

    /// A list item's marker: the list's style (`none`, `disc`, `circle`, `square`, `decimal`, or a quoted string),
    /// else a bullet for `ul` and the number for `ol`.
    private func marker(of list: StructuredElement, number: Int) -> String {
        switch list.listStyleType {
        case "none"?: return ""
        case "circle"?: return "◦"
        case "square"?: return "▪"
        case "disc"?: return "•"
        case "decimal"?: return "\(number)."
        case let style? where style.count >= 2 && (style.first == "\"" || style.first == "'") && style.last == style.first:
            return String(style.dropFirst().dropLast())
        case .some, nil: return list.tag == .ol ? "\(number)." : "•"
        }
    }

    // MARK: - Tables

    /// A table's cells in aligned columns two spaces apart; a column too wide for the line is narrowed (its cells
    /// wrapped) from the widest down.
    func tableLines(_ table: StructuredElement, width: Int) -> [String] {
        let rows = Self.rows(of: table.content)
        let columnCount = rows.map { $0.reduce(0) { $0 + $1.columnSpan } }.max() ?? 0
        guard columnCount > 0 else { return [] }
        let gap = 2
        var widths = [Int](repeating: 1, count: columnCount)
        for row in rows {
            var column = 0
            for cell in row {
                if cell.columnSpan == 1 {
                    let natural = cell.content.map { self.lines(of: $0, width: 1000) }?.map(DisplayWidth.of).max() ?? 0
                    widths[column] = max(widths[column], natural)
                }
                column += cell.columnSpan
            }
        }
        let available = max(columnCount, width - gap * (columnCount - 1))
        while widths.reduce(0, +) > available, let widest = widths.indices.max(by: { widths[$0] < widths[$1] }), widths[widest] > 4 {
            widths[widest] -= 1
        }
        var lines: [String] = []
        for row in rows {
            var column = 0
            var cells: [(lines: [String], width: Int)] = []
            for cell in row where column < columnCount {
                let span = min(cell.columnSpan, columnCount - column)
                let cellWidth = widths[column..<column + span].reduce(0, +) + gap * (span - 1)
                cells.append((cell.content.map { self.lines(of: $0, width: cellWidth) } ?? [], cellWidth))
                column += span
            }
            while column < columnCount {
                cells.append(([], widths[column]))
                column += 1
            }
            let height = max(1, cells.map(\.lines.count).max() ?? 1)
            for index in 0..<height {
                let parts = cells.map { cell in Self.pad(index < cell.lines.count ? cell.lines[index] : "", to: cell.width) }
                lines.append(Self.trimmed(parts.joined(separator: String(repeating: " ", count: gap))))
            }
        }
        return lines
    }

    /// The rows of a table: its `tr`s, directly or inside `thead`, `tbody` and `tfoot`, each the cells (`td`, `th`)
    /// it holds; content of a row that is no cell is a cell of its own.
    private static func rows(of content: StructuredContent?) -> [[StructuredElement]] {
        var rows: [[StructuredElement]] = []
        for child in children(of: content) {
            guard case .element(let element) = child else { continue }
            switch element.tag {
            case .thead, .tbody, .tfoot: rows += Self.rows(of: element.content)
            case .tr:
                rows.append(children(of: element.content).map { cell in
                    if case .element(let element) = cell, element.tag == .td || element.tag == .th { return element }
                    return StructuredElement(tag: .td, content: cell)
                })
            case .br, .ruby, .rt, .rp, .table, .td, .th, .span, .div, .ol, .ul, .li, .details, .summary, .img, .a:
                rows.append([StructuredElement(tag: .td, content: child)])
            }
        }
        return rows
    }

    // MARK: - Ruby

    /// A ruby element as one unbreakable piece: its base (what is not `rt` or `rp`) and its reading (its `rt`s).
    func rubyPiece(_ element: StructuredElement) -> InlinePiece {
        var base = "", reading = ""
        for child in Self.children(of: element.content) {
            if case .element(let inner) = child, inner.tag == .rt || inner.tag == .rp {
                if inner.tag == .rt { reading += Self.plainText(of: inner.content) }
            } else {
                base += Self.plainText(of: child)
            }
        }
        switch ruby {
        case .brackets: return InlinePiece(text: reading.isEmpty ? base : "\(base)[\(reading)]", unbreakable: true)
        case .furigana: return InlinePiece(text: base, ruby: reading.isEmpty ? nil : reading, unbreakable: true)
        case .baseOnly: return InlinePiece(text: base, unbreakable: true)
        }
    }

    /// The text of content, as one line (images by path, line breaks as spaces).
    static func plainText(of content: StructuredContent?) -> String {
        switch content {
        case nil: return ""
        case .text(let text)?: return text.replacingOccurrences(of: "\n", with: " ")
        case .sequence(let children)?: return children.map { plainText(of: $0) }.joined()
        case .element(let element)?:
            switch element.tag {
            case .br: return " "
            case .img: return "[image: \(element.image?.path ?? "")]"
            case .ruby, .rt, .rp, .table, .thead, .tbody, .tfoot, .tr, .td, .th, .span, .div, .ol, .ul, .li, .details, .summary, .a:
                return plainText(of: element.content)
            }
        }
    }

    static func children(of content: StructuredContent?) -> [StructuredContent] {
        switch content {
        case nil: return []
        case .sequence(let children)?: return children.flatMap { child -> [StructuredContent] in
            if case .sequence = child { return Self.children(of: child) }
            return [child]
        }
        case let single?: return [single]
        }
    }

    static func pad(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - DisplayWidth.of(text)))
    }

    static func trimmed(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }
}
