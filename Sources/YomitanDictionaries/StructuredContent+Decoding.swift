extension StructuredContent {
    /// The content `value` holds, checked against the schema: every string sanitized, every tag one the schema
    /// names, every attribute a terminal uses of its type. Attributes a terminal cannot use (`style` but for its list
    /// marker, `data`, an image's rendering hints) are passed over unread, so a dictionary made for a newer Yomitan
    /// with a style property this one does not know still imports.
    /// - Throws: ``RowProblem`` naming the tag or attribute at fault.
    static func decode(_ value: JSONValue) throws(RowProblem) -> StructuredContent {
        switch value {
        case .string(let text):
            return .text(DictionaryText.text(text))
        case .array(let items):
            var children: [StructuredContent] = []
            children.reserveCapacity(items.count)
            for item in items { children.append(try decode(item)) }
            return .sequence(children)
        case .object:
            return .element(try StructuredElement.decode(value))
        case .null, .bool, .number:
            throw RowProblem("structured content is \(value.typeName), not a string, an array or an element")
        }
    }
}

extension StructuredElement {
    static func decode(_ value: JSONValue) throws(RowProblem) -> StructuredElement {
        let fields = try ObjectFields(value, what: "an element")
        guard let tagName = try fields.string("tag") else { throw RowProblem("an element has no 'tag'") }
        guard let tag = StructuredTag(rawValue: tagName) else {
            throw RowProblem("'\(DictionaryText.line(tagName))' is not a tag of Yomitan's structured content")
        }
        let what = "a '\(tagName)' element"
        let tagged = try ObjectFields(value, what: what)
        var content: StructuredContent?
        if let child = tagged.members["content"] {
            do throws(RowProblem) {
                content = try StructuredContent.decode(child)
            } catch {
                throw error.inside(what)
            }
        }
        let language = try tagged.string("lang").map(DictionaryText.line)
        let title = try tagged.string("title").map(DictionaryText.line)
        switch tag {
        case .br:
            return StructuredElement(tag: tag)
        case .ruby, .rt, .rp, .table, .thead, .tbody, .tfoot, .tr:
            return StructuredElement(tag: tag, content: content, language: language)
        case .td, .th:
            return StructuredElement(tag: tag, content: content, columnSpan: try tagged.integer("colSpan", minimum: 1) ?? 1,
                                     rowSpan: try tagged.integer("rowSpan", minimum: 1) ?? 1, language: language)
        case .span, .div, .ol, .ul, .li, .details, .summary:
            var marker: String?
            if let style = tagged.members["style"] {
                marker = try ObjectFields(style, what: "\(what)'s style").string("listStyleType").map(DictionaryText.line)
            }
            return StructuredElement(tag: tag, content: content, title: title, listStyleType: marker, language: language)
        case .img:
            return StructuredElement(tag: tag, image: try DictionaryImage.decode(tagged), title: title)
        case .a:
            guard let href = try tagged.string("href") else { throw RowProblem("\(what) has no 'href'") }
            return StructuredElement(tag: tag, content: content, href: DictionaryText.line(href), language: language)
        }
    }
}

extension DictionaryImage {
    /// The image an `img` element or an image glossary names; its `path` is required.
    static func decode(_ fields: ObjectFields) throws(RowProblem) -> DictionaryImage {
        guard let path = try fields.string("path") else { throw RowProblem("\(fields.what) has no 'path'") }
        return DictionaryImage(path: DictionaryText.line(path), title: try fields.string("title").map(DictionaryText.line),
                               alt: try fields.string("alt").map(DictionaryText.line),
                               description: try fields.string("description").map(DictionaryText.line),
                               width: try fields.number("width"), height: try fields.number("height"))
    }
}
