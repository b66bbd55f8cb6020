/// An end-to-end step that could not be carried out (a tool failed, a file was missing); thrown so the test
/// stops at that step with the reason, instead of checking screens that cannot be right.
struct EndToEndFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
