/// Why one row of a bank does not have the shape Yomitan's schema gives it, said as a path into the row
/// ("item 6 (glossary), entry 2: structured content: 'blink' is not a tag of the schema").
public struct RowProblem: Error, Sendable, Equatable, CustomStringConvertible {
    public let description: String

    init(_ description: String) {
        self.description = description
    }

    /// The same problem inside `place` of a larger value.
    func inside(_ place: String) -> RowProblem {
        RowProblem("\(place): \(description)")
    }
}
