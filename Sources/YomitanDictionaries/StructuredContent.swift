/// A glossary written as structured content: Yomitan's tree of text and HTML-like elements
/// (`dictionary-term-bank-v3-schema.json`, `structuredContent`), which monolingual dictionaries and Jitendex use for
/// lists of senses, example tables, furigana and cross-references. ``StructuredContentRenderer`` lays it out as
/// terminal lines.
public indirect enum StructuredContent: Sendable, Equatable {
    /// A text node; its line breaks are meant.
    case text(String)
    /// An array of child content, one after the other.
    case sequence([StructuredContent])
    case element(StructuredElement)
}

/// The tags the schema allows, each in the group whose attributes it may have.
public enum StructuredTag: String, Sendable, CaseIterable {
    /// An empty tag: a line break.
    case br
    /// Generic containers.
    case ruby, rt, rp, table, thead, tbody, tfoot, tr
    /// Table cells, with `colSpan` and `rowSpan`.
    case td, th
    /// Containers with a style and a title. `details` and `summary` are accepted as containers too: dictionaries
    /// written for newer Yomitan releases fold long parts in them.
    case span, div, ol, ul, li, details, summary
    /// An image from the archive, named by its path.
    case img
    /// A link: to the web (`https:`) or to another term of the dictionaries (`?query=…`).
    case a
}

/// One element of structured content: its tag, its children and the attributes a terminal can use.
public struct StructuredElement: Sendable, Equatable {
    public let tag: StructuredTag
    public let content: StructuredContent?
    /// A link's target (`a`).
    public let href: String?
    /// An image's path and texts (`img`).
    public let image: DictionaryImage?
    /// The hover text of a container, shown by nothing in a terminal but kept for a screen that may.
    public let title: String?
    /// How many columns and rows a table cell spans (1 when not given).
    public let columnSpan: Int
    public let rowSpan: Int
    /// A list's marker from its style (`disc`, `decimal`, `none`, or a quoted string such as `"＊"`).
    public let listStyleType: String?
    /// The language of the element's text (RFC 5646), when given.
    public let language: String?

    public init(tag: StructuredTag, content: StructuredContent? = nil, href: String? = nil, image: DictionaryImage? = nil,
                title: String? = nil, columnSpan: Int = 1, rowSpan: Int = 1, listStyleType: String? = nil, language: String? = nil) {
        self.tag = tag
        self.content = content
        self.href = href
        self.image = image
        self.title = title
        self.columnSpan = columnSpan
        self.rowSpan = rowSpan
        self.listStyleType = listStyleType
        self.language = language
    }
}

/// An image a glossary names: a terminal shows its name, never its pixels.
public struct DictionaryImage: Sendable, Equatable {
    /// The image file's path in the dictionary's archive.
    public let path: String
    public let title: String?
    public let alt: String?
    public let description: String?
    public let width: Double?
    public let height: Double?

    public init(path: String, title: String? = nil, alt: String? = nil, description: String? = nil, width: Double? = nil, height: Double? = nil) {
        self.path = path
        self.title = title
        self.alt = alt
        self.description = description
        self.width = width
        self.height = height
    }
}
