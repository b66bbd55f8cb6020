/// The items of a bank row read by position, each checked for the type the schema gives it.
struct RowFields {
    let items: [JSONValue]

    /// - Parameter minimum: the fewest items the row's version has; `maximum`, the most (nil: any more).
    init(_ value: JSONValue, minimum: Int, maximum: Int?) throws(RowProblem) {
        guard case .array(let items) = value else { throw RowProblem("the row is \(value.typeName), not an array") }
        guard items.count >= minimum, items.count <= (maximum ?? Int.max) else {
            let expected = maximum == minimum ? "\(minimum)" : maximum.map { "\(minimum) to \($0)" } ?? "at least \(minimum)"
            throw RowProblem("the row has \(items.count) items, not \(expected)")
        }
        self.items = items
    }

    func string(_ index: Int, _ name: String) throws(RowProblem) -> String {
        guard case .string(let text) = items[index] else { throw Self.mismatch(index, name, "a string", items[index]) }
        return text
    }

    /// A string or null (a term's definition tags may be null).
    func optionalString(_ index: Int, _ name: String) throws(RowProblem) -> String {
        if case .null = items[index] { return "" }
        return try string(index, name)
    }

    func number(_ index: Int, _ name: String) throws(RowProblem) -> Double {
        guard case .number(let value) = items[index] else { throw Self.mismatch(index, name, "a number", items[index]) }
        return value
    }

    func integer(_ index: Int, _ name: String) throws(RowProblem) -> Int {
        let value = try number(index, name)
        guard let integer = Int(exactly: value) else { throw RowProblem("item \(index + 1) (\(name)) is \(JSONValue.numberText(value)), not an integer") }
        return integer
    }

    func array(_ index: Int, _ name: String) throws(RowProblem) -> [JSONValue] {
        guard case .array(let values) = items[index] else { throw Self.mismatch(index, name, "an array", items[index]) }
        return values
    }

    static func mismatch(_ index: Int, _ name: String, _ expected: String, _ found: JSONValue) -> RowProblem {
        RowProblem("item \(index + 1) (\(name)) is \(found.typeName), not \(expected)")
    }
}

/// An object's members read by name, each checked for the type the schema gives it.
struct ObjectFields {
    let members: [String: JSONValue]
    /// What the object is, for messages ("a pitch").
    let what: String

    init(_ value: JSONValue, what: String) throws(RowProblem) {
        guard case .object(let members) = value else { throw RowProblem("\(what) is \(value.typeName), not an object") }
        self.members = members
        self.what = what
    }

    func string(_ key: String) throws(RowProblem) -> String? {
        guard let value = members[key] else { return nil }
        guard case .string(let text) = value else { throw mismatch(key, "a string", value) }
        return text
    }

    func requiredString(_ key: String) throws(RowProblem) -> String {
        guard let text = try string(key) else { throw RowProblem("\(what) has no '\(key)'") }
        return text
    }

    func number(_ key: String) throws(RowProblem) -> Double? {
        guard let value = members[key] else { return nil }
        guard case .number(let number) = value else { throw mismatch(key, "a number", value) }
        return number
    }

    func integer(_ key: String, minimum: Int) throws(RowProblem) -> Int? {
        guard let number = try number(key) else { return nil }
        guard let integer = Int(exactly: number), integer >= minimum else {
            throw RowProblem("\(what)'s '\(key)' is \(JSONValue.numberText(number)), not an integer from \(minimum)")
        }
        return integer
    }

    func bool(_ key: String) throws(RowProblem) -> Bool? {
        guard let value = members[key] else { return nil }
        guard case .bool(let flag) = value else { throw mismatch(key, "a boolean", value) }
        return flag
    }

    /// An array of strings (a pitch's tags).
    func strings(_ key: String) throws(RowProblem) -> [String] {
        guard let value = members[key] else { return [] }
        guard case .array(let items) = value else { throw mismatch(key, "an array", value) }
        var texts: [String] = []
        for item in items {
            guard case .string(let text) = item else { throw mismatch(key, "an array of strings", value) }
            texts.append(text)
        }
        return texts
    }

    /// One integer or an array of them (a pitch's nasal and devoiced morae).
    func integers(_ key: String) throws(RowProblem) -> [Int] {
        guard let value = members[key] else { return [] }
        let items: [JSONValue]
        if case .array(let values) = value { items = values } else { items = [value] }
        var numbers: [Int] = []
        for item in items {
            guard case .number(let number) = item, let integer = Int(exactly: number), integer >= 0 else {
                throw mismatch(key, "an integer from 0 or an array of them", value)
            }
            numbers.append(integer)
        }
        return numbers
    }

    private func mismatch(_ key: String, _ expected: String, _ found: JSONValue) -> RowProblem {
        RowProblem("\(what)'s '\(key)' is \(found.typeName), not \(expected)")
    }
}
