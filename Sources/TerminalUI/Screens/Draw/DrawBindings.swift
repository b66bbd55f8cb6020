import Browser

/// The Draw screen's own keys, in footer order. The mouse draws; Enter adds the candidate under the cursor to the word
/// at the top (clearing the canvas for the next character) and, on an empty canvas, looks the word up; Backspace
/// takes back a stroke while there is one, then a character of the word, and goes back, as everywhere, when both
/// are empty.
enum DrawBindings {
    static let name = "Draw"

    static let all: [KeyBinding<DrawViewModel>] = [
        KeyBinding([.enter], "add the candidate under the cursor to the word and clear the canvas (a click on a candidate too); on an empty canvas, look the word up",
                   footer: "add", when: { !$0.candidates.isEmpty }) { $0.handle(.enter) },
        KeyBinding([.enter], "look the word up among the words (the canvas empty)", footer: "look up",
                   when: { $0.candidates.isEmpty && $0.recorder.drawnStrokes.isEmpty && !$0.word.isEmpty }) { $0.handle(.enter) },
        .cursor([(keys: [.right, .character("l")], command: .select)], "open the detail of the kanji under the cursor",
                footer: "detail"),
        .cursor(CommonKeys.upAndDown, "move through the candidates", footer: "move", footerKeys: "j/k"),
        KeyBinding([.backspace], "take back the last stroke, or else the word's last character (back one screen when there is neither)",
                   footer: "undo", when: { !$0.recorder.drawnStrokes.isEmpty || !$0.word.isEmpty }) { draw in
            if draw.recorder.drawnStrokes.isEmpty { draw.handle(.deleteCharacter) } else { draw.handle(.undo) }
        },
        KeyBinding([.character("c")], "clear the canvas, or else the word", footer: "clear") { $0.handle(.clear) },
    ]
}
