import Browser

/// The filter form's own keys, in footer order.
enum FilterFormBindings {
    static let name = "Filter form"

    static let all: [KeyBinding<FilterFormViewModel>] = [
        .cursor([.enter], .select, "toggle the line under the cursor", footer: "toggle"),
        KeyBinding([.character(" ")], "toggle the line under the cursor") { $0.handle(.toggle) },
        KeyBinding([.character("+"), .character("=")], "one more stroke for the bound under the cursor",
                   footer: "strokes", footerKeys: "+/-") { $0.handle(.increment) },
        KeyBinding([.character("-")], "one stroke fewer") { $0.handle(.decrement) },
        KeyBinding(CommonKeys.digits, "type the stroke bound under the cursor (elsewhere digits show tabs)",
                   when: { $0.isOnStrokeBound }, keyAction: { form, key in
            if case .character(let typed) = key, let digit = typed.wholeNumberValue { form.handle(.digit(digit)) }
        }),
        KeyBinding([.character("c")], "clear every choice", footer: "clear") { $0.handle(.clear) },
    ]
}
