/// One definition of a term, in each of the forms a term bank's glossary may give it.
public enum Gloss: Sendable, Equatable {
    /// A plain string (v1 banks and many v3 ones), or an object `{"type": "text", "text": …}`.
    case text(String)
    /// `{"type": "structured-content", "content": …}`.
    case structured(StructuredContent)
    /// `{"type": "image", "path": …}`: an image glossary, named by its path.
    case image(DictionaryImage)
    /// `[uninflected, [rule, …]]`: the term is an inflection of `uninflected` by the chain of rules (a form
    /// dictionary's entry, such as 食べた → 食べる ["past"]).
    case deinflection(uninflected: String, rules: [String])

    /// The gloss `value` holds.
    /// - Throws: ``RowProblem`` when it is none of the schema's forms.
    static func decode(_ value: JSONValue) throws(RowProblem) -> Gloss {
        switch value {
        case .string(let text):
            return .text(DictionaryText.text(text))
        case .array(let items):
            guard items.count == 2, case .string(let uninflected) = items[0], case .array(let chain) = items[1] else {
                throw RowProblem("a deinflection is not [term, [rule, …]]")
            }
            var rules: [String] = []
            for rule in chain {
                guard case .string(let name) = rule else { throw RowProblem("a deinflection's rule is \(rule.typeName), not a string") }
                rules.append(DictionaryText.line(name))
            }
            return .deinflection(uninflected: DictionaryText.line(uninflected), rules: rules)
        case .object:
            let fields = try ObjectFields(value, what: "a definition")
            switch try fields.string("type") {
            case "text":
                guard let text = try fields.string("text") else { throw RowProblem("a text definition has no 'text'") }
                return .text(DictionaryText.text(text))
            case "structured-content":
                guard let content = fields.members["content"] else { throw RowProblem("a structured-content definition has no 'content'") }
                return .structured(try StructuredContent.decode(content))
            case "image":
                return .image(try DictionaryImage.decode(ObjectFields(value, what: "an image definition")))
            case let other:
                throw RowProblem("a definition's type is \(other.map { "'\(DictionaryText.line($0))'" } ?? "missing"), not text, image or structured-content")
            }
        case .null, .bool, .number:
            throw RowProblem("a definition is \(value.typeName), not a string, an object or a deinflection")
        }
    }
}
