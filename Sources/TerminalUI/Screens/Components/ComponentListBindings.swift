import Browser

/// A kanji's components list's own keys, in footer order.
enum ComponentListBindings {
    static let name = "Components"

    static let all: [KeyBinding<ComponentListViewModel>] = [
        .cursor(CommonKeys.open, .select, "list every kanji that contains the component under the cursor", footer: "kanji with it"),
        .cursor(CommonKeys.upAndDown, "move through the components", footer: "move", footerKeys: "j/k"),
    ]
}
