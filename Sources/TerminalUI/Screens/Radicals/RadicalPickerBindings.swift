import Browser

/// The radical picker's own keys, in footer order.
enum RadicalPickerBindings {
    static let name = "Radical picker"

    static let all: [KeyBinding<RadicalPickerViewModel>] = [
        .cursor([.enter], .select, "choose the component under the cursor, or open the match", footer: "choose"),
        .cursor(CommonKeys.upAndDown, "a line of the grid down or up, or through the matches", footer: "move", footerKeys: "j/k"),
        .cursor([([.pageDown], .pageDown), ([.pageUp], .pageUp)], "the next or previous stroke count", footer: "strokes", footerKeys: "PgDn/PgUp"),
        KeyBinding([.tab], "switch between components and matches", footer: "matches") { $0.handle(.switchPane) },
        KeyBinding([.left], "the previous component in the grid", when: { $0.pane == .components }) { $0.handle(.previousComponent) },
        KeyBinding([.right], "the next component in the grid", when: { $0.pane == .components }) { $0.handle(.nextComponent) },
        KeyBinding([.backspace], "un-choose the component chosen last (back when none is chosen)", when: { !$0.selected.isEmpty }) {
            $0.handle(.removeLastComponent)
        },
        KeyBinding([.character("c")], "un-choose every component") { $0.handle(.clearComponents) },
    ]
}
