import Browser

/// The word detail's own keys, in footer order.
enum WordDetailBindings {
    static let name = "Word detail"

    static let all: [KeyBinding<WordDetailViewModel>] = [
        .cursor(CommonKeys.open, .select, "show the word's kanji on a kanji list (Enter there opens one)", footer: "kanji"),
        .cursor(CommonKeys.upAndDown, "scroll", footer: "scroll", footerKeys: "j/k"),
        KeyBinding([.character("a")], "keep this word for study (✓ in the header), or take it off the study list",
                   footer: "keep") { $0.handle(.toggleKept) },
    ]
}
