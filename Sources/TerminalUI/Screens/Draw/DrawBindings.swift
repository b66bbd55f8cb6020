import Browser

/// The Draw screen's own keys, in footer order. The mouse draws; Backspace takes back a stroke while there is one
/// (and goes back, as everywhere, when the canvas is empty).
enum DrawBindings {
    static let name = "Draw"

    static let all: [KeyBinding<DrawViewModel>] = [
        .cursor(CommonKeys.open, .select, "open the detail of the kanji under the cursor (a click on a candidate opens it too)",
                footer: "open"),
        .cursor(CommonKeys.upAndDown, "move through the candidates", footer: "move", footerKeys: "j/k"),
        KeyBinding([.backspace], "take back the last stroke (back one screen when there is none)", footer: "undo",
                   when: { !$0.recorder.drawnStrokes.isEmpty }) { $0.handle(.undo) },
        KeyBinding([.character("c")], "clear the canvas", footer: "clear") { $0.handle(.clear) },
    ]
}
