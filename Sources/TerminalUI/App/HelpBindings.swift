/// The keys of the help overlay: while it is open its table is the whole chain (modal), so no key reaches the
/// screen under it.
enum HelpBindings {
    static let name = "Help overlay"

    static let all: [KeyBinding<TerminalApp>] = [
        KeyBinding(CommonKeys.down + CommonKeys.up, "scroll the help", footer: "scroll", footerKeys: "j/k") { app, key in
            app.scrollOverlay(by: CommonKeys.down.contains(key) ? 1 : -1)
        },
        KeyBinding([.control("c")], "quit") { $0.browser.handle(.quit) },
        .otherKeys("any other key", "close the help", footer: "closes") { app, _ in app.closeOverlay() },
    ]

    /// The overlay's title, "Keys (j/k scroll, any other key closes)": its footer, made from the table.
    static var title: String {
        "Keys (" + all.compactMap(\.footerEntry).map { "\($0.key) \($0.action)" }.joined(separator: ", ") + ")"
    }
}
