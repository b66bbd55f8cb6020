import Browser

/// The History tab's own keys, in footer order.
enum HistoryBindings {
    static let name = "History"

    static let all: [KeyBinding<HistoryViewModel>] = [
        .cursor(CommonKeys.open, .select, "open the item again (on the History stack)", footer: "open"),
        KeyBinding([.character("d"), .delete], "forget the entry under the cursor", footer: "forget") { $0.handle(.deleteEntry) },
        KeyBinding([.character("D")], "forget everything (asks first)", footer: "forget all") { $0.handle(.askToClear) },
        KeyBinding([.character("a")], "keep the item under the cursor for study (marked \(StudyMarker.symbol)), or take it off the study list (asks first when it has reviews)") {
            $0.handle(.toggleKept)
        },
        KeyBinding([.character("u")], DeckUndoHelp.keep) { $0.handle(.undo) },
        KeyBinding([.character("y")], "yes, take it off the study list with its reviews (on the question of a)", when: { $0.keepToggle.question != nil }) {
            $0.handle(.confirmRemoval)
        },
        KeyBinding([.character("n")], "no, keep it with its reviews (on the question of a; any other key too)", when: { $0.keepToggle.question != nil }) {
            $0.handle(.dismiss)
        },
        KeyBinding([.character("y")], "yes, forget everything (on the question)", when: { $0.isConfirmingClear }) { $0.handle(.confirm) },
        KeyBinding([.character("n"), .escape], "no, keep everything (on the question)", when: { $0.isConfirmingClear }) {
            $0.handle(.dismiss)
        },
    ]
}
