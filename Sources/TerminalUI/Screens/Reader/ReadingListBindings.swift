import Browser

/// The Read tab's list's own keys, in footer order. A bracketed paste is text to read (``TerminalApp``).
enum ReadingListBindings {
    static let name = "Read"

    static let all: [KeyBinding<ReadingListViewModel>] = [
        .cursor(CommonKeys.open, .select, "read the text on from where you left it (on the Read stack)", footer: "read"),
        .otherKeys("paste", "a new text: kept in the list and opened in the reader (the terminal's bracketed paste)",
                   accepting: { $0.pasted != nil }) { screen, key in
            if let pasted = key.pasted { screen.paste(pasted.text) }
        },
    ]
}
