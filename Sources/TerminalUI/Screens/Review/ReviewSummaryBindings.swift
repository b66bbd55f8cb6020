import Browser

/// The review summary's own keys, in footer order.
enum ReviewSummaryBindings {
    static let name = "Review summary"

    static let all: [KeyBinding<ReviewSummaryViewModel>] = [
        .cursor([.enter], .select, "back to the study list", footer: "done"),
        KeyBinding([.character("u")], "undo: take back the last grade; its card comes back", footer: "undo") { $0.handle(.undo) },
    ]
}
