/// Where the tests find the checkout's own files — the committed dataset, README — wherever the checkout is:
/// the one place that turns this file's path into the checkout's root, for every test target.
public enum Checkout {
    /// The checkout's root directory: this file is `Tests/TestResources/Checkout.swift` under it.
    public static let root: String = {
        var components = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        components.removeLast(3)
        return components.joined(separator: "/")
    }()

    /// The committed dataset (`Resources/`): kanji, words, strokes, components.
    public static let resources = root + "/Resources"

    /// `relative` (`README.md`, `docs/design.md`) under the checkout's root.
    public static func path(_ relative: String) -> String {
        root + "/" + relative
    }
}
