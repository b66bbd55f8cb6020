/// A dictionary's `index.json` (`dictionary-index-schema.json`): what it is called, which revision, in which format
/// its banks are written, and the credits a learner should see.
public struct DictionaryIndex: Sendable, Equatable, Codable {
    public var title: String
    public var revision: String
    /// The banks' format: 1 (Yomichan's first), 2 or 3 (read alike, as Yomitan reads them), or 4 (a term may name its
    /// lemma and inflections; IPA's list is named `ipa`).
    public var format: Int
    /// Whether terms carry sequence numbers that join the rows of one entry.
    public var sequenced: Bool
    public var author: String?
    public var url: String?
    public var description: String?
    public var attribution: String?
    /// The language of the headwords and of the definitions (ISO 639), when the index says.
    public var sourceLanguage: String?
    public var targetLanguage: String?
    /// How a frequency dictionary's numbers read: `rank-based` (1 is the most common) or `occurrence-based`.
    public var frequencyMode: String?
    /// Whether the dictionary can be updated from `indexUrl` (kanji-tui never fetches: the fields are kept for
    /// `dict list` to show).
    public var isUpdatable: Bool
    public var indexUrl: String?
    public var downloadUrl: String?

    /// The formats kanji-tui reads.
    public static let supportedFormats = 1...4

    public init(title: String, revision: String, format: Int, sequenced: Bool = false, author: String? = nil, url: String? = nil,
                description: String? = nil, attribution: String? = nil, sourceLanguage: String? = nil, targetLanguage: String? = nil,
                frequencyMode: String? = nil, isUpdatable: Bool = false, indexUrl: String? = nil, downloadUrl: String? = nil) {
        self.title = title
        self.revision = revision
        self.format = format
        self.sequenced = sequenced
        self.author = author
        self.url = url
        self.description = description
        self.attribution = attribution
        self.sourceLanguage = sourceLanguage
        self.targetLanguage = targetLanguage
        self.frequencyMode = frequencyMode
        self.isUpdatable = isUpdatable
        self.indexUrl = indexUrl
        self.downloadUrl = downloadUrl
    }

    /// The index `value` holds, and the tags of its obsolete `tagMeta` object (older dictionaries keep their tags
    /// there instead of in tag banks).
    /// - Throws: ``RowProblem`` when a required field is missing or of another type, or the format is not one
    ///   kanji-tui reads.
    static func decode(_ value: JSONValue) throws(RowProblem) -> (index: DictionaryIndex, tags: [DictionaryTag]) {
        let fields = try ObjectFields(value, what: "the index")
        let title = DictionaryText.line(try fields.requiredString("title")).trimmingCharacters(in: .whitespaces)
        guard !title.isEmpty else { throw RowProblem("the index's 'title' is empty") }
        let revision = DictionaryText.line(try fields.requiredString("revision"))
        let format: Int
        if let given = try fields.integer("format", minimum: 0) {
            format = given
        } else if let alias = try fields.integer("version", minimum: 0) {
            format = alias
        } else {
            throw RowProblem("the index has no 'format' (or 'version')")
        }
        guard supportedFormats.contains(format) else {
            throw RowProblem("format \(format) is not one kanji-tui reads (formats \(supportedFormats.lowerBound) to \(supportedFormats.upperBound))")
        }
        let optional = { (key: String) throws(RowProblem) -> String? in try fields.string(key).map(DictionaryText.line) }
        var tags: [DictionaryTag] = []
        if let meta = fields.members["tagMeta"] {
            let object = try ObjectFields(meta, what: "the index's tagMeta")
            for name in object.members.keys.sorted() {
                let tag = try ObjectFields(object.members[name]!, what: "tagMeta's '\(DictionaryText.line(name))'")
                tags.append(DictionaryTag(name: DictionaryText.line(name), category: try tag.string("category").map(DictionaryText.line) ?? "",
                                          order: try tag.number("order") ?? 0, notes: try tag.string("notes").map(DictionaryText.line) ?? "",
                                          score: try tag.number("score") ?? 0))
            }
        }
        let index = DictionaryIndex(
            title: title, revision: revision, format: format, sequenced: try fields.bool("sequenced") ?? false,
            author: try optional("author"), url: try optional("url"), description: try fields.string("description").map(DictionaryText.text),
            attribution: try fields.string("attribution").map(DictionaryText.text), sourceLanguage: try optional("sourceLanguage"),
            targetLanguage: try optional("targetLanguage"), frequencyMode: try optional("frequencyMode"),
            isUpdatable: try fields.bool("isUpdatable") ?? false, indexUrl: try optional("indexUrl"), downloadUrl: try optional("downloadUrl"))
        return (index, tags)
    }
}
