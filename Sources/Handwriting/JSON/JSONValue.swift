/// A JSON value as `JSONParser` reads it, with where it started, so a reader that finds the wrong kind of value can
/// say where it is (`JSONParser.position(of:in:)`, worked out only for a message: counting lines for every value
/// would make reading quadratic).
struct JSONValue {
    enum Kind {
        case object([(key: String, value: JSONValue)])
        case array([JSONValue])
        case number(Double)
        case string(String)
        case bool(Bool)
        case null
    }

    let kind: Kind
    /// The byte offset where the value starts in the text.
    let offset: Int

    /// What the value is, in the words of a message: "a string", "an array".
    var description: String {
        switch kind {
        case .object: "an object"
        case .array: "an array"
        case .number(let number): "the number \(number.formatted)"
        case .string(let text): "the string \"\(text.prefix(20))\""
        case .bool(let value): "\(value)"
        case .null: "null"
        }
    }
}

extension Double {
    /// 3 rather than 3.0; 2.5 as is.
    var formatted: String {
        self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
