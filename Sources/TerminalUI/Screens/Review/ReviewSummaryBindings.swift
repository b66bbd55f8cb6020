import Browser

/// The review summary's own keys, in footer order.
enum ReviewSummaryBindings {
    static let name = "Review summary"

    static let all: [KeyBinding<ReviewSummaryViewModel>] = [
        .cursor([.enter], .select, "back to the study list", footer: "done"),
        KeyBinding([.character("u")], "undo: take back the last grade; its card comes back", footer: "undo") { $0.handle(.undo) },
        // Before the global tab keys: a grade typed once too often after the last card must not leave the summary
        // for another tab (3 would show the Radicals).
        KeyBinding(CommonKeys.digits, "nothing: the review is over (a grade's digit typed once too often stays here)") { _ in },
    ]
}
