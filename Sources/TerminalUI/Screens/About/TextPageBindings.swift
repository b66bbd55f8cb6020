import Browser

/// A text page's keys: it only scrolls.
enum TextPageBindings {
    static let name = "Text pages (About)"

    static let all: [KeyBinding<TextPageViewModel>] = [
        .hint([.down, .character("j"), .up, .character("k")], "scroll", footer: "scroll", footerKeys: "j/k"),
    ]
}
