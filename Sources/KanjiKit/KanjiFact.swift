/// One labelled line of a kanji's detail, ready to show: "Grade" → "1 (elementary school)".
public struct KanjiFact: Sendable, Hashable {
    public let label: String
    public let value: String

    public init(label: String, value: String) {
        self.label = label
        self.value = value
    }
}
