import Browser

/// A text page's keys: it only scrolls (the global movement keys, described as scrolling).
enum TextPageBindings {
    static let name = "Text pages (About)"

    static let all: [KeyBinding<TextPageViewModel>] = [
        .cursor(CommonKeys.upAndDown, "scroll", footer: "scroll", footerKeys: "j/k"),
    ]
}
